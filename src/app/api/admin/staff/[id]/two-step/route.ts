import { serve } from '@/server/http/serve'
import { resetTwoStep } from '@/server/services/twoStep/enrolment'

import { resetStaffTwoStep } from './endpoint'

export const DELETE = serve(resetStaffTwoStep, async ({ staff, params }) => {
  await resetTwoStep(staff, params.id)
  return { message: 'Two-step sign-in was reset; their sessions have ended.' }
})
