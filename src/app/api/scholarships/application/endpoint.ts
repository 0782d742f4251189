import { defineEndpoint } from '@/contracts/endpoint'
import { applicantViewSchema, applicationTokenSchema, updateApplicationSchema } from '@/contracts/scholarships'

const linkAnswers = { 404: { description: 'The link does not work (unknown token)' } }

export const openScholarshipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application',
  summary:
    'The application of a continue link (`token`), as its applicant sees it: their fields, which documents are in, what is still missing, which recommendation letters have arrived (never their contents), and whether the round is still open.',
  access: 'public',
  rateLimit: 'scholarship',
  body: applicationTokenSchema,
  output: applicantViewSchema,
  answers: linkAnswers,
})

export const updateScholarshipApplicationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/scholarships/application',
  summary: 'Changes the fields given (name, phone, school, graduation_year, essay) of the application of `token`, until it is submitted and while the round is open.',
  access: 'public',
  rateLimit: 'scholarship',
  body: updateApplicationSchema,
  output: applicantViewSchema,
  answers: { ...linkAnswers, 409: { description: 'Already submitted, or the round has closed' } },
})
