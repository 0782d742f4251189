import { SIGN_IN_LINK_FAILED, startDonorSessionEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { donorSessionCookie } from '@/server/http/donorSession'
import { json } from '@/server/http/respond'
import { startDonorSession } from '@/server/services/donors/donorSignIn'

export const POST = serve(startDonorSessionEndpoint, async ({ payload, body }) => {
  const { email, token } = await startDonorSession(payload, body.token, SIGN_IN_LINK_FAILED)
  return json({ email }, { headers: { 'Set-Cookie': donorSessionCookie(token) } })
})
