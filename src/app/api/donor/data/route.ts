import { ownDataEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { exportOwnData } from '@/server/services/people/personExport'

export const dynamic = 'force-dynamic'

export const GET = serve(ownDataEndpoint, async ({ payload, donor, request }) =>
  json(await exportOwnData(payload, donor.email, clientAddress(request)), {
    headers: { 'Content-Disposition': 'attachment; filename="my-data.json"', 'Cache-Control': 'private, no-store' },
  }),
)
