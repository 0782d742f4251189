import { listUndepositedChecksEndpoint } from '@/contracts/deposits'
import { serve } from '@/app/api/serve'
import { listUndepositedChecks } from '@/server/services/deposits/deposits'

export const dynamic = 'force-dynamic'

export const GET = serve(listUndepositedChecksEndpoint, async ({ payload }) => listUndepositedChecks(payload))
