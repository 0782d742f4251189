import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { codeOnlySchema } from '@/contracts/twoStep'

export const turnOffTwoStepEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/off',
  summary: 'Turn off your two-step sign-in with a current code (or a recovery code); not where your role requires it',
  access: 'staff',
  role: 'account',
  body: codeOnlySchema,
  output: messageSchema,
  answers: { 403: { description: 'Your role requires two-step sign-in (STAFF_TWO_STEP=required)' }, 409: { description: 'Two-step sign-in is not on' } },
})
