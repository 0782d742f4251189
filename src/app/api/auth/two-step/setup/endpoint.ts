import { defineEndpoint } from '@/contracts/endpoint'
import { enrolmentSchema } from '@/contracts/twoStep'

export const startEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/setup',
  summary: 'Start turning on two-step sign-in: a new secret (otpauth URI, base32, QR code), kept pending until its first code',
  access: 'staff',
  role: 'account',
  output: enrolmentSchema,
  answers: { 409: { description: 'Two-step sign-in is already on' } },
})
