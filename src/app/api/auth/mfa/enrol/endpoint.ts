import { defineEndpoint } from '@/contracts/endpoint'
import { enrolmentSchema, enrolmentTokenSchema } from '@/contracts/twoStep'

export const startRequiredEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrol',
  summary: 'Start the two-step enrolment a role requires, with the login’s `mfa_token` (`mfa_enrollment_required`): a new secret as an otpauth URI, base32 and a QR code',
  access: 'public',
  rateLimit: 'two-step',
  body: enrolmentTokenSchema,
  output: enrolmentSchema,
  answers: { 401: { description: 'The mfa_token is forged, expired or not an enrolment one' } },
})
