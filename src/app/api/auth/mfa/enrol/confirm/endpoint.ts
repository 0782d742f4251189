import { defineEndpoint } from '@/contracts/endpoint'
import { enrolledSignInSchema, enrolmentConfirmByTokenSchema } from '@/contracts/twoStep'

export const confirmRequiredEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrol/confirm',
  summary: 'Confirm the required enrolment with the app’s first code: two-step sign-in is on, and the answer is the session with ten recovery codes (shown this once)',
  access: 'public',
  rateLimit: 'two-step',
  body: enrolmentConfirmByTokenSchema,
  output: enrolledSignInSchema,
  answers: { 401: { description: 'The mfa_token is forged, expired or not an enrolment one' }, 409: { description: 'No enrolment started, or already on' } },
})
