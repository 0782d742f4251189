import { defineEndpoint } from '@/contracts/endpoint'
import { loginSchema } from '@/contracts/auth'
import { loginAnswerSchema } from '@/contracts/twoStep'

/**
 * Lock-out after repeated failures: src/server/services/staff/loginGuard.ts. An account with two-step
 * sign-in answers `{mfa_required, mfa_token}` (then POST /api/auth/mfa), one that must enrol first
 * `{mfa_enrollment_required, mfa_token}` (then /api/auth/mfa/enrol): no session until then.
 */
export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Staff sign-in (rate-limited per address together with /cms/api/users/login)',
  access: 'public',
  rateLimit: 'login',
  body: loginSchema,
  output: loginAnswerSchema,
  answers: { 401: { description: 'Invalid email or password (or the account is locked)' } },
})
