import { exportEventGuestsEndpoint } from '@/contracts/door'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { guestListCsv } from '@/server/services/tickets/staffOrders'

export const dynamic = 'force-dynamic'

export const GET = serve(exportEventGuestsEndpoint, async ({ payload, params }) => {
  const { filename, text } = await guestListCsv(payload, params.id)
  return fileResponse({ body: text, contentType: 'text/csv; charset=utf-8', caching: 'no-store', download: filename })
})
