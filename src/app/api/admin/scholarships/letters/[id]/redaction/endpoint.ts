import { defineEndpoint } from '@/contracts/endpoint'
import { letterRedactionSchema, staffLetterSchema } from '@/contracts/scholarshipReview'

export const redactScholarshipLetterEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/scholarships/letters/{id}/redaction',
  summary: 'The typed recommendation letter as reviewers read it, names taken out (`text`), or null to show them the letter as written; the original stays for admins (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: letterRedactionSchema,
  output: staffLetterSchema,
  answers: { 404: { description: 'No such letter' }, 409: { description: 'The letter has not arrived, is a PDF, or was deleted by the retention' } },
})
