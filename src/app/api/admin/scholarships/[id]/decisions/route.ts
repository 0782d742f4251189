import { sendScholarshipDecisionsEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { sendDecisions } from '@/server/services/scholarships/decisions'

export const POST = serve(sendScholarshipDecisionsEndpoint, async ({ payload, staff, params, body }) => sendDecisions(payload, staff, params.id, body))
