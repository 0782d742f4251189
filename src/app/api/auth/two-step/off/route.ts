import { serve } from '@/server/http/serve'
import { turnOffTwoStep as turnOff } from '@/server/services/twoStep/enrolment'

import { turnOffTwoStep } from './endpoint'

export const POST = serve(turnOffTwoStep, async ({ request, staff, body }) => {
  await turnOff(staff, body.code, request.headers.get('cookie'))
  return { message: 'Two-step sign-in is off.' }
})
