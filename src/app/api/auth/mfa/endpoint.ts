import { loginResultSchema } from '@/contracts/auth'
import { defineEndpoint } from '@/contracts/endpoint'
import { mfaSignInSchema } from '@/contracts/twoStep'

/** Wrong codes lock like wrong passwords (loginGuard); 30 codes from one address in 15 minutes → 429. */
export const signInWithCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa',
  summary: 'Complete a two-step sign-in: the login’s `mfa_token` with a 6-digit code or a recovery code; answers the session as the login does',
  access: 'public',
  rateLimit: 'two-step',
  body: mfaSignInSchema,
  output: loginResultSchema,
  answers: { 401: { description: 'A wrong, used or replayed code, a locked account, or an mfa_token forged, expired or for another use' } },
})
