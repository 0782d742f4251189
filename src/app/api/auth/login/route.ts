import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { serve } from '@/server/http/serve'
import { loginStaff } from '@/server/services/auth'

import { signIn } from './endpoint'

/** The session cookie is set too, for /cms (Payload's admin). */
export const POST = serve(signIn, async ({ request, body }) => {
  const { body: answer, setCookie } = await loginStaff(body.email, body.password, request.headers.get('cookie'), clientAddress(request))
  return json(answer, { headers: { 'Set-Cookie': setCookie } })
})
