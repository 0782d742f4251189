import { defineEndpoint } from '@/contracts/endpoint'
import { storedReviewSchema } from '@/contracts/scholarshipReview'
import { scoreSchema } from '@/contracts/scholarships'

export const scoreApplicationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/applications/{id}/score',
  summary: 'The caller’s scores of a submitted application (every criterion of its round, each 1 to 5) and a comment; or conflict: true, which takes the application off their list (reviewers and admins; audited)',
  access: 'staff',
  role: 'review',
  body: scoreSchema,
  output: storedReviewSchema,
  answers: { 404: { description: 'Not a submitted application, or one the caller stepped back from' }, 409: { description: 'The round’s decisions are sent' } },
})
