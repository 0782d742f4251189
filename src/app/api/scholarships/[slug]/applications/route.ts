import { SCHOLARSHIP_MESSAGES, startScholarshipApplicationEndpoint } from '@/contracts/scholarships'
import { refuseHoneypot } from '@/server/http/honeypot'
import { serve } from '@/app/api/serve'
import { startApplication } from '@/server/services/scholarships/applications'

export const POST = serve(startScholarshipApplicationEndpoint, async ({ payload, params, body }) => {
  refuseHoneypot(body)
  const { consent: _consent, website: _website, ...application } = body
  await startApplication(payload, params.slug, application)
  return { message: SCHOLARSHIP_MESSAGES.applied }
})
