import { redactScholarshipLetterEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { redactLetter } from '@/server/services/scholarships/letterRedaction'

export const PUT = serve(redactScholarshipLetterEndpoint, async ({ payload, params, body }) => redactLetter(payload, params.id, body))
