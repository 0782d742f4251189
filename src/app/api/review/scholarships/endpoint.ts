import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { reviewRoundSchema } from '@/contracts/scholarshipReview'

export const listRoundsToReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/scholarships',
  summary: 'The rounds to review, with their criteria and how many applications the caller has scored (reviewers and admins)',
  access: 'staff',
  role: 'review',
  output: z.array(reviewRoundSchema),
})
