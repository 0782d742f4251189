import { serve } from '@/server/http/serve'
import { twoStepStatus } from '@/server/services/twoStep/enrolment'

import { twoStepOverview } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(twoStepOverview, async ({ staff }) => twoStepStatus(staff))
