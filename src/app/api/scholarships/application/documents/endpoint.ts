import { defineEndpoint } from '@/contracts/endpoint'
import { applicantViewSchema, applicationDocumentFieldsSchema, SCHOLARSHIP_FILE_MAX_BYTES, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

export const uploadScholarshipDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application/documents',
  summary:
    'One PDF for one of the round’s documents (multipart `token`, `key`, `file`), replacing the one before, until the application is submitted and while the round is open. Judged by its content: a file that is not a PDF is 415; at most 10 MB. Stored privately, never at a public address.',
  access: 'public',
  rateLimit: 'scholarship',
  multipart: {
    fields: applicationDocumentFieldsSchema,
    file: 'file',
    fileRequired: true,
    limits: { maxFileBytes: SCHOLARSHIP_FILE_MAX_BYTES, tooLarge: SCHOLARSHIP_MESSAGES.fileTooLarge, missing: SCHOLARSHIP_MESSAGES.fileMissing, what: 'PDF' },
  },
  status: 201,
  output: applicantViewSchema,
  answers: { 404: { description: 'The link does not work (unknown token)' }, 409: { description: 'Already submitted, or the round has closed' }, 422: { description: 'A PDF that cannot be read (password-protected or damaged), or too large or complex to check (objects, inflated bytes, memory or time over the bounds); reviewers get a copy of the pages alone' }, 503: { description: 'Too many files are being checked at once; try again after Retry-After' } },
})
