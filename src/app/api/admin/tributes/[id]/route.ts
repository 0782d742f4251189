import { updateTributeEndpoint } from '@/contracts/tributes'
import { serve } from '@/app/api/serve'
import { updateTribute } from '@/server/services/tributes/staffTributes'

export const PUT = serve(updateTributeEndpoint, async ({ payload, staff, params, body }) => updateTribute(payload, staff, params.id, body))
