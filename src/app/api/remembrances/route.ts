import { type LeaveRemembrance, leaveRemembranceSchema, REMEMBRANCE_MESSAGES } from '@/contracts/remembrances'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@/contracts/photo'
import { invalid } from '@/server/domain/errors'
import type { UploadedFile } from '@/server/domain/upload'
import { readJson } from '@/server/http/body'
import { clientAddress } from '@/server/http/clientAddress'
import { refuseHoneypot } from '@/server/http/honeypot'
import { readMultipart } from '@/server/http/multipart'
import { fieldErrors, json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { leaveRemembrance, listPublishedRemembrances } from '@/server/services/remembrances'

import { leaveRemembranceEndpoint, listRemembrancesEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

const PAGE = 20

/** One window of the wall, read per request (a query the cache could not key on); the total in X-Total-Count. */
export const GET = serve(listRemembrancesEndpoint, async ({ payload, query }) => {
  const { items, total } = await listPublishedRemembrances(payload, query.skip, query.limit ?? PAGE)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})

/** JSON, or multipart with a photo: the gallery's body bounds and file checks. */
export const POST = serve(leaveRemembranceEndpoint, async ({ payload, request }) => {
  let fields: LeaveRemembrance
  let photo: UploadedFile | undefined
  if (/^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')) {
    fields = await readJson(request, leaveRemembranceSchema)
  } else {
    const body = await readMultipart(request, { fileField: leaveRemembranceEndpoint.multipart.file, maxFileBytes: PHOTO_MAX_BYTES, tooLargeMessage: PHOTO_MESSAGES.size })
    refuseHoneypot(body.fields)
    const parsed = leaveRemembranceEndpoint.multipart.fields.safeParse(body.fields)
    if (!parsed.success) throw invalid(fieldErrors(parsed.error))
    fields = parsed.data
    photo = body.file
  }
  refuseHoneypot(fields)
  const { website: _website, consent: _consent, ...remembrance } = fields
  const stored = await leaveRemembrance(payload, { ...remembrance, photo, consentIp: clientAddress(request) })
  return { id: stored.id, message: REMEMBRANCE_MESSAGES.left }
})
