import { createScholarshipRoundEndpoint, listScholarshipRoundsForStaffEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { createRound, listRoundsForStaff } from '@/server/services/scholarships/staffRounds'

export const dynamic = 'force-dynamic'

export const GET = serve(listScholarshipRoundsForStaffEndpoint, async ({ payload, staff }) => listRoundsForStaff(payload, staff))

export const POST = serve(createScholarshipRoundEndpoint, async ({ payload, staff, body }) => createRound(payload, staff, body))
