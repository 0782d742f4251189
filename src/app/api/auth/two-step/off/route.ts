import { serve } from '@/app/api/serve'
import { turnOffTwoStep as turnOff } from '@/server/services/twoStep/enrolment'

import { turnOffTwoStep } from './endpoint'

export const POST = serve(turnOffTwoStep, async ({ payload, request, staff, body }) => {
  await turnOff(payload, staff, body.code, request.headers.get('cookie'))
  return { message: 'Two-step sign-in is off.' }
})
