import { startEnrolmentEndpoint } from '@/contracts/twoStep'
import { serve } from '@/app/api/serve'
import { startEnrolment } from '@/server/services/staff/twoStep/enrolment'

export const POST = serve(startEnrolmentEndpoint, async ({ payload, staff }) => startEnrolment(payload, staff))
