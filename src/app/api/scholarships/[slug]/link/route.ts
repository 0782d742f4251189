import { requestScholarshipLinkEndpoint, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { refuseHoneypot } from '@/server/http/honeypot'
import { serve } from '@/app/api/serve'
import { requestApplicationLink } from '@/server/services/scholarships/applications'

export const POST = serve(requestScholarshipLinkEndpoint, async ({ payload, params, body }) => {
  refuseHoneypot(body)
  await requestApplicationLink(payload, params.slug, body.email)
  return { message: SCHOLARSHIP_MESSAGES.linkSent }
})
