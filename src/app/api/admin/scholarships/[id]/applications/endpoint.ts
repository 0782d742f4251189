import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { staffApplicationSchema } from '@/contracts/scholarshipReview'

export const listScholarshipApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/scholarships/{id}/applications',
  summary: 'Every application of a round, drafts too, with who applied, its decision, every document and every letter with its recommender (admins; the read is audited)',
  access: 'staff',
  role: 'admin',
  output: z.array(staffApplicationSchema),
})
