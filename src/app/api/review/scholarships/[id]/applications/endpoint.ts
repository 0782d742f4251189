import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { blindApplicationSchema } from '@/contracts/scholarshipReview'

export const blindApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/scholarships/{id}/applications',
  summary: 'A round’s submitted applications, blind: a code, the essay and answers, the letters and the documents reviewers see, with the caller’s own scores; never a name, email, phone, school or recommender (reviewers and admins; the read is audited)',
  access: 'staff',
  role: 'review',
  output: z.array(blindApplicationSchema),
})
