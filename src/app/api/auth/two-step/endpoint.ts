import { defineEndpoint } from '@/contracts/endpoint'
import { twoStepStatusSchema } from '@/contracts/twoStep'

export const twoStepOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/two-step',
  summary: 'Your two-step sign-in: on or off, whether your role requires it, recovery codes left',
  access: 'staff',
  role: 'account',
  output: twoStepStatusSchema,
})
