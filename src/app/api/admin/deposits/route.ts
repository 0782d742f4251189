import { createCheckDepositEndpoint, listDepositsEndpoint } from '@/contracts/deposits'
import { serve } from '@/app/api/serve'
import { depositChecks, listDeposits } from '@/server/services/deposits/deposits'

export const dynamic = 'force-dynamic'

export const GET = serve(listDepositsEndpoint, async ({ payload, query }) => listDeposits(payload, query))

export const POST = serve(createCheckDepositEndpoint, async ({ payload, staff, body }) => depositChecks(payload, staff, body))
