import { serve } from '@/server/http/serve'
import { startEnrolment as start } from '@/server/services/twoStep/enrolment'

import { startEnrolment } from './endpoint'

export const POST = serve(startEnrolment, async ({ staff }) => start(staff))
