import { serve } from '@/app/api/serve'
import { resendAcknowledgement } from '@/server/services/letters/acknowledgements'

import { resendAcknowledgementEndpoint } from './endpoint'

export const POST = serve(resendAcknowledgementEndpoint, async ({ payload, staff, params }) => resendAcknowledgement(payload, staff, params.id))
