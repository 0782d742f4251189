import { scholarshipRankingEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { rankingOf } from '@/server/services/scholarships/decisions'

export const dynamic = 'force-dynamic'

export const GET = serve(scholarshipRankingEndpoint, async ({ payload, staff, params }) => rankingOf(payload, staff, params.id))
