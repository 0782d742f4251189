import { defineEndpoint } from '@/contracts/endpoint'
import { loginResultSchema, loginSchema } from '@/contracts/auth'

/** Lock-out after repeated failures: src/server/services/loginGuard.ts. */
export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Staff sign-in (rate-limited per address together with /cms/api/users/login)',
  access: 'public',
  rateLimit: 'login',
  body: loginSchema,
  output: loginResultSchema,
  answers: { 401: { description: 'Invalid email or password (or the account is locked)' } },
})
