import { defineEndpoint } from '@/contracts/endpoint'
import { applicantViewSchema, applicationTokenSchema } from '@/contracts/scholarships'

export const submitScholarshipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application/submit',
  summary:
    'Submits the application of `token`: 422 naming what is missing (the essay, a required document, an essay over the word limit), otherwise submitted and a confirmation mailed. Recommendation letters may still arrive until the round closes.',
  access: 'public',
  rateLimit: 'scholarship',
  body: applicationTokenSchema,
  output: applicantViewSchema,
  answers: { 404: { description: 'The link does not work (unknown token)' }, 409: { description: 'Already submitted, or the round has closed' } },
})
