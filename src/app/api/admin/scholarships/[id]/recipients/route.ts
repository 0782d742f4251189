import { serve } from '@/app/api/serve'
import { publishRecipients } from '@/server/services/scholarships/decisions'

import { publishScholarshipRecipientsEndpoint } from './endpoint'

export const PUT = serve(publishScholarshipRecipientsEndpoint, async ({ payload, staff, params, body }) => publishRecipients(payload, staff, params.id, body))
