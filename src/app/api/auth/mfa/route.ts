import { signInWithCodeEndpoint } from '@/contracts/twoStep'
import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { signInWithCode } from '@/server/services/staff/twoStep/signIn'

/** The session comes with the device cookie and Payload's own cookie (so /cms works too). */
export const POST = serve(signInWithCodeEndpoint, async ({ payload, request, body }) => {
  const { body: answer, cookies } = await signInWithCode(payload, body.mfa_token, body.code, request.headers.get('cookie'), clientAddress(request))
  const response = json(answer)
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
})
