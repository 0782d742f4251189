import { scoreApplicationEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { scoreApplication } from '@/server/services/scholarships/blindReview'

export const PUT = serve(scoreApplicationEndpoint, async ({ payload, staff, params, body }) => scoreApplication(payload, staff, params.id, body))
