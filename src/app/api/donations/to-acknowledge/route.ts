import { giftsToAcknowledgeByPostEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { giftsToAcknowledgeByPost } from '@/server/services/letters/toAcknowledge'

export const dynamic = 'force-dynamic'

export const GET = serve(giftsToAcknowledgeByPostEndpoint, async ({ payload }) => giftsToAcknowledgeByPost(payload))
