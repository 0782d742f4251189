import { reportRemembranceEndpoint } from '@/contracts/remembrances'
import { clientAddress } from '@/server/http/clientAddress'
import { refuseHoneypot } from '@/server/http/honeypot'
import { networkOf } from '@/server/http/network'
import { serve } from '@/app/api/serve'
import { reportRemembrance } from '@/server/services/remembrances/remembrances'

export const POST = serve(reportRemembranceEndpoint, async ({ payload, params, body, request }) => {
  refuseHoneypot(body)
  return { message: await reportRemembrance(payload, params.id, networkOf(clientAddress(request), 56), body.reason ?? null) }
})
