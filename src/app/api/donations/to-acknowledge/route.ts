import { serve } from '@/app/api/serve'
import { giftsToAcknowledgeByPost } from '@/server/services/letters/toAcknowledge'

import { giftsToAcknowledgeByPostEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(giftsToAcknowledgeByPostEndpoint, async ({ payload }) => giftsToAcknowledgeByPost(payload))
