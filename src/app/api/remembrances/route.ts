import { leaveRemembranceEndpoint, listRemembrancesEndpoint, REMEMBRANCE_MESSAGES } from '@/contracts/remembrances'
import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { leaveRemembrance, listPublishedRemembrances } from '@/server/services/remembrances/remembrances'

export const dynamic = 'force-dynamic'

const PAGE = 20

/** One window of the wall, read per request (a query the cache could not key on); the total in X-Total-Count. */
export const GET = serve(listRemembrancesEndpoint, async ({ payload, query }) => {
  const { items, total } = await listPublishedRemembrances(payload, query.skip, query.limit ?? PAGE)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})

/** JSON, or multipart with a photo: serve() reads either, and refuses a filled honeypot. */
export const POST = serve(leaveRemembranceEndpoint, async ({ payload, request, body, file }) => {
  const { website: _website, consent: _consent, ...remembrance } = body
  const stored = await leaveRemembrance(payload, { ...remembrance, photo: file, consentIp: clientAddress(request) })
  return { id: stored.id, message: REMEMBRANCE_MESSAGES.left }
})
