import { confirmRequiredEnrolmentEndpoint } from '@/contracts/twoStep'
import { clientAddress } from '@/server/http/clientAddress'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { confirmEnrolmentByChallenge } from '@/server/services/staff/twoStep/signIn'

export const POST = serve(confirmRequiredEnrolmentEndpoint, async ({ payload, request, body }) => {
  const { body: answer, cookies } = await confirmEnrolmentByChallenge(payload, body.mfa_token, body.code, clientAddress(request))
  const response = json(answer)
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
})
