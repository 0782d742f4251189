import { serve } from '@/app/api/serve'
import { twoStepStatus } from '@/server/services/twoStep/enrolment'

import { twoStepOverview } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(twoStepOverview, async ({ payload, staff }) => twoStepStatus(payload, staff))
