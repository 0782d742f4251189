import { serve } from '@/app/api/serve'
import { describeJobs } from '@/server/services/operations/jobs'

import { jobsOverviewEndpoint } from './endpoint'

export const GET = serve(jobsOverviewEndpoint, async ({ payload }) => describeJobs(payload))
