import { exportDepositsEndpoint } from '@/contracts/deposits'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { depositsCsv } from '@/server/services/deposits/deposits'

export const dynamic = 'force-dynamic'

export const GET = serve(exportDepositsEndpoint, async ({ payload, query }) => {
  const { body, name } = await depositsCsv(payload, query)
  return fileResponse({ body, contentType: 'text/csv; charset=utf-8', caching: 'no-store', download: name })
})
