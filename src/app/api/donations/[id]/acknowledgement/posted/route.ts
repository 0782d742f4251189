import { markAcknowledgedByPostEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { markAcknowledgedByPost } from '@/server/services/letters/acknowledgements'

export const POST = serve(markAcknowledgedByPostEndpoint, async ({ payload, staff, params }) => markAcknowledgedByPost(payload, staff, params.id))
