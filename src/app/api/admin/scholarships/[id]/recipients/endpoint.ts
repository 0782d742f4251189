import { defineEndpoint } from '@/contracts/endpoint'
import { adminRoundOutSchema, recipientsSchema } from '@/contracts/scholarshipReview'

export const publishScholarshipRecipientsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/scholarships/{id}/recipients',
  summary: 'The recipients shown on the round’s public page (name and school as they applied, a short line), each an awarded application, with their consent; replaces the list (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: recipientsSchema,
  output: adminRoundOutSchema,
  answers: { 409: { description: 'The decisions are not sent yet' } },
})
