import { requestDonorSignInEndpoint, SIGN_IN_LINK_SENT } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { refuseHoneypot } from '@/server/http/honeypot'
import { requestDonorSignIn } from '@/server/services/donors/donorSignIn'

/** The link is made and mailed by a queued job: the answer, and its timing, are the same for every address. */
export const POST = serve(requestDonorSignInEndpoint, async ({ payload, body }) => {
  refuseHoneypot(body)
  await requestDonorSignIn(payload, body.email)
  return { message: SIGN_IN_LINK_SENT }
})
