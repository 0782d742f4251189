import { defineEndpoint } from '@/contracts/endpoint'
import { decisionsSchema, decisionsSentSchema } from '@/contracts/scholarshipReview'

export const sendScholarshipDecisionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/scholarships/{id}/decisions',
  summary: 'Decide a closed round: the awarded applications, every other submitted one declined; each submitted applicant is mailed once (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: decisionsSchema,
  output: decisionsSentSchema,
  answers: { 409: { description: 'The decisions were already sent, or the round still takes applications' } },
})
