import { turnOffTwoStepEndpoint } from '@/contracts/twoStep'
import { serve } from '@/app/api/serve'
import { turnOffTwoStep } from '@/server/services/staff/twoStep/enrolment'

export const POST = serve(turnOffTwoStepEndpoint, async ({ payload, request, staff, body }) => {
  await turnOffTwoStep(payload, staff, body.code, request.headers.get('cookie'))
  return { message: 'Two-step sign-in is off.' }
})
