import { defineEndpoint } from '@/contracts/endpoint'

export const openReviewFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/files/{id}',
  summary: 'A scholarship document or letter (PDF): admins open any; reviewers a submitted application’s letters and the documents its round lets them see, unless they declared a conflict. Every opening is audited',
  access: 'staff',
  role: 'review',
  file: { contentType: 'application/pdf', description: 'The PDF, named by the application’s code' },
  answers: { 404: { description: 'No such file, or not the caller’s to open' } },
})
