import { serve } from '@/app/api/serve'
import { askRecommender } from '@/server/services/scholarships/applications'

import { askScholarshipRecommenderEndpoint } from './endpoint'

export const POST = serve(askScholarshipRecommenderEndpoint, async ({ payload, body }) => askRecommender(payload, body))
