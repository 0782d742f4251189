import { serve } from '@/app/api/serve'
import { submitApplication } from '@/server/services/scholarships/applications'

import { submitScholarshipApplicationEndpoint } from './endpoint'

export const POST = serve(submitScholarshipApplicationEndpoint, async ({ payload, body }) => submitApplication(payload, body.token))
