import { submitScholarshipApplicationEndpoint } from '@/contracts/scholarships'
import { serve } from '@/app/api/serve'
import { submitApplication } from '@/server/services/scholarships/applications'

export const POST = serve(submitScholarshipApplicationEndpoint, async ({ payload, body }) => submitApplication(payload, body.token))
