import { twoStepOverviewEndpoint } from '@/contracts/twoStep'
import { serve } from '@/app/api/serve'
import { twoStepStatus } from '@/server/services/staff/twoStep/enrolment'

export const dynamic = 'force-dynamic'

export const GET = serve(twoStepOverviewEndpoint, async ({ payload, staff }) => twoStepStatus(payload, staff))
