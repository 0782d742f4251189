import { mergeTributeEndpoint } from '@/contracts/tributes'
import { serve } from '@/app/api/serve'
import { mergeTribute } from '@/server/services/tributes/staffTributes'

export const POST = serve(mergeTributeEndpoint, async ({ payload, staff, params, body }) => mergeTribute(payload, staff, params.id, body.into))
