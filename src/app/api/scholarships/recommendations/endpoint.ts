import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { letterFileFieldsSchema, letterSchema, SCHOLARSHIP_FILE_MAX_BYTES, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

export const sendRecommendationLetterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/recommendations',
  summary:
    'A recommender’s letter by their link: JSON `{token, letter}`, or multipart `token` and `file` (a PDF by content, at most 10 MB). Once: the same link again is 409. A round that has closed is 409 and says so. The applicant is told a letter arrived, never what it says.',
  access: 'public',
  rateLimit: 'scholarship',
  multipart: {
    fields: letterFileFieldsSchema,
    file: 'file',
    json: letterSchema,
    limits: { maxFileBytes: SCHOLARSHIP_FILE_MAX_BYTES, tooLarge: SCHOLARSHIP_MESSAGES.fileTooLarge, missing: SCHOLARSHIP_MESSAGES.fileMissing, what: 'PDF' },
  },
  status: 201,
  output: messageSchema,
  answers: { 404: { description: 'The link does not work (unknown token)' }, 422: { description: 'A PDF that cannot be read (password-protected or damaged), or too large or complex to check' }, 503: { description: 'Too many files are being checked at once; try again after Retry-After' }, 409: { description: 'The letter was already received, or the round has closed' } },
})
