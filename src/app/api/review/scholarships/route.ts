import { listRoundsToReviewEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { listReviewRounds } from '@/server/services/scholarships/blindReview'

export const dynamic = 'force-dynamic'

export const GET = serve(listRoundsToReviewEndpoint, async ({ payload, staff }) => listReviewRounds(payload, staff))
