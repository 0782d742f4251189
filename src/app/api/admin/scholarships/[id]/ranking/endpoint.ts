import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { rankedApplicationSchema } from '@/contracts/scholarshipReview'

export const scholarshipRankingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/scholarships/{id}/ranking',
  summary: 'Every submitted application of a round with who applied, its average score, reviews, spread, conflicts and comments, best first (admins; the read is audited)',
  access: 'staff',
  role: 'admin',
  output: z.array(rankedApplicationSchema),
})
