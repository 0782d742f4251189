import { serve } from '@/app/api/serve'
import { updateRound } from '@/server/services/scholarships/staffRounds'

import { updateScholarshipRoundEndpoint } from './endpoint'

export const PUT = serve(updateScholarshipRoundEndpoint, async ({ payload, staff, params, body }) => updateRound(payload, staff, params.id, body))
