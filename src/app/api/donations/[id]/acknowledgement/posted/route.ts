import { serve } from '@/app/api/serve'
import { markAcknowledgedByPost } from '@/server/services/letters/acknowledgements'

import { markAcknowledgedByPostEndpoint } from './endpoint'

export const POST = serve(markAcknowledgedByPostEndpoint, async ({ payload, staff, params }) => markAcknowledgedByPost(payload, staff, params.id))
