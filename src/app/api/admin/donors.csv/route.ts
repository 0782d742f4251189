import { exportDonorsEndpoint } from '@/contracts/donors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { donorsCsv } from '@/server/services/donors/donors'

export const dynamic = 'force-dynamic'

export const GET = serve(exportDonorsEndpoint, async ({ payload, query }) => {
  const date = new Date().toISOString().slice(0, 10)
  return fileResponse({ body: await donorsCsv(payload, query), contentType: 'text/csv; charset=utf-8', caching: 'no-store', download: `donors-${date}.csv` })
})
