import { serve } from '@/app/api/serve'
import { sendDecisions } from '@/server/services/scholarships/decisions'

import { sendScholarshipDecisionsEndpoint } from './endpoint'

export const POST = serve(sendScholarshipDecisionsEndpoint, async ({ payload, staff, params, body }) => sendDecisions(payload, staff, params.id, body))
