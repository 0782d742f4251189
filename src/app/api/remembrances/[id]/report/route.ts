import { clientAddress } from '@/server/http/clientAddress'
import { refuseHoneypot } from '@/server/http/honeypot'
import { serve } from '@/server/http/serve'
import { reportRemembrance as report } from '@/server/services/remembrances'

import { reportRemembrance } from './endpoint'

export const POST = serve(reportRemembrance, async ({ params, body, request }) => {
  refuseHoneypot(body)
  return { message: await report(params.id, clientAddress(request), body.reason ?? null) }
})
