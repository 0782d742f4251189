import { clientAddress } from '@/server/http/clientAddress'
import { refuseHoneypot } from '@/server/http/honeypot'
import { rateLimitSubject } from '@/server/http/rateLimit'
import { serve } from '@/server/http/serve'
import { reportRemembrance as report } from '@/server/services/remembrances'

import { reportRemembrance } from './endpoint'

export const POST = serve(reportRemembrance, async ({ params, body, request }) => {
  refuseHoneypot(body)
  return { message: await report(params.id, rateLimitSubject(clientAddress(request)), body.reason ?? null) }
})
