import { openScholarshipApplicationEndpoint, updateScholarshipApplicationEndpoint } from '@/contracts/scholarships'
import { serve } from '@/app/api/serve'
import { openApplication, updateApplication } from '@/server/services/scholarships/applications'

/** A POST, not a GET: the token stays out of addresses and logs. */
export const POST = serve(openScholarshipApplicationEndpoint, async ({ payload, body }) => openApplication(payload, body.token))

export const PUT = serve(updateScholarshipApplicationEndpoint, async ({ payload, body }) => updateApplication(payload, body))
