import { updateScholarshipRoundEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { updateRound } from '@/server/services/scholarships/staffRounds'

export const PUT = serve(updateScholarshipRoundEndpoint, async ({ payload, staff, params, body }) => updateRound(payload, staff, params.id, body))
