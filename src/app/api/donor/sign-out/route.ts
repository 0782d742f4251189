import { endDonorSessionEndpoint, SIGNED_OUT, SIGNED_OUT_EVERYWHERE } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { clearedDonorCookie } from '@/server/http/donorSession'
import { json } from '@/server/http/respond'
import { endDonorSession } from '@/server/services/donors/donorSignIn'

export const POST = serve(endDonorSessionEndpoint, async ({ payload, donor, body }) => {
  const everywhere = Boolean(body?.everywhere)
  await endDonorSession(payload, donor, everywhere)
  return json({ message: everywhere ? SIGNED_OUT_EVERYWHERE : SIGNED_OUT }, { headers: { 'Set-Cookie': clearedDonorCookie() } })
})
