import { serve } from '@/app/api/serve'
import { startEnrolment as start } from '@/server/services/twoStep/enrolment'

import { startEnrolment } from './endpoint'

export const POST = serve(startEnrolment, async ({ payload, staff }) => start(payload, staff))
