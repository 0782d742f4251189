import { signInEndpoint } from '@/contracts/twoStep'
import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { loginStaff } from '@/server/services/staff/auth'

/** A session comes with the device cookie; a two-step challenge (POST /api/auth/mfa next) without. */
export const POST = serve(signInEndpoint, async ({ payload, request, body }) => {
  const { body: answer, setCookie } = await loginStaff(payload, body.email, body.password, request.headers.get('cookie'), clientAddress(request))
  return json(answer, setCookie ? { headers: { 'Set-Cookie': setCookie } } : {})
})
