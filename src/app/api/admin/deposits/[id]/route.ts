import { readDepositEndpoint } from '@/contracts/deposits'
import { serve } from '@/app/api/serve'
import { readDeposit } from '@/server/services/deposits/deposits'

export const dynamic = 'force-dynamic'

export const GET = serve(readDepositEndpoint, async ({ payload, params }) => readDeposit(payload, params.id))
