import { defineEndpoint } from '@/contracts/endpoint'
import { firstCodeSchema, recoveryCodesSchema } from '@/contracts/twoStep'

export const confirmEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/confirm',
  summary: 'Confirm the pending secret with the app’s first code: two-step sign-in is on; answers ten recovery codes, shown this once',
  access: 'staff',
  role: 'account',
  body: firstCodeSchema,
  output: recoveryCodesSchema,
  answers: { 409: { description: 'No enrolment started, or already on' } },
})
