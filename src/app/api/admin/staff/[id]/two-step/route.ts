import { resetStaffTwoStepEndpoint } from '@/contracts/staff'
import { serve } from '@/app/api/serve'
import { resetTwoStep } from '@/server/services/staff/twoStep/enrolment'

export const DELETE = serve(resetStaffTwoStepEndpoint, async ({ payload, staff, params }) => {
  await resetTwoStep(payload, staff, params.id)
  return { message: 'Two-step sign-in was reset; their sessions have ended.' }
})
