import { askScholarshipRecommenderEndpoint } from '@/contracts/scholarships'
import { serve } from '@/app/api/serve'
import { askRecommender } from '@/server/services/scholarships/applications'

export const POST = serve(askScholarshipRecommenderEndpoint, async ({ payload, body }) => askRecommender(payload, body))
