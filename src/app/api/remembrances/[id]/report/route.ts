import { clientAddress } from '@/server/http/clientAddress'
import { refuseHoneypot } from '@/server/http/honeypot'
import { rateLimitSubject } from '@/server/http/rateLimit'
import { serve } from '@/app/api/serve'
import { reportRemembrance as report } from '@/server/services/remembrances'

import { reportRemembrance } from './endpoint'

export const POST = serve(reportRemembrance, async ({ payload, params, body, request }) => {
  refuseHoneypot(body)
  return { message: await report(payload, params.id, rateLimitSubject(clientAddress(request)), body.reason ?? null) }
})
