import { publishScholarshipRecipientsEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { publishRecipients } from '@/server/services/scholarships/decisions'

export const PUT = serve(publishScholarshipRecipientsEndpoint, async ({ payload, staff, params, body }) => publishRecipients(payload, staff, params.id, body))
