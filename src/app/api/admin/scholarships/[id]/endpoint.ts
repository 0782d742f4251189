import { defineEndpoint } from '@/contracts/endpoint'
import { adminRoundOutSchema } from '@/contracts/scholarshipReview'
import { adminRoundSchema } from '@/contracts/scholarships'

export const updateScholarshipRoundEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/scholarships/{id}',
  summary: 'Change a scholarship round (the whole of it); once scored, its criteria keep their keys (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: adminRoundSchema,
  output: adminRoundOutSchema,
})
