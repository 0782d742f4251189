import { resendAcknowledgementEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { resendAcknowledgement } from '@/server/services/letters/acknowledgements'

export const POST = serve(resendAcknowledgementEndpoint, async ({ payload, staff, params }) => resendAcknowledgement(payload, staff, params.id))
