import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { serve } from '@/server/http/serve'
import { confirmEnrolmentByChallenge } from '@/server/services/twoStep/signIn'

import { confirmRequiredEnrolment } from './endpoint'

export const POST = serve(confirmRequiredEnrolment, async ({ request, body }) => {
  const { body: answer, cookies } = await confirmEnrolmentByChallenge(body.mfa_token, body.code, clientAddress(request))
  const response = json(answer)
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
})
