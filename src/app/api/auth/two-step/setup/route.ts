import { serve } from '@/app/api/serve'
import { startEnrolment } from '@/server/services/staff/twoStep/enrolment'

import { startEnrolmentEndpoint } from './endpoint'

export const POST = serve(startEnrolmentEndpoint, async ({ payload, staff }) => startEnrolment(payload, staff))
