import { serve } from '@/app/api/serve'
import { describeJobs } from '@/server/services/jobs'

import { jobsOverview } from './endpoint'

export const GET = serve(jobsOverview, async ({ payload }) => describeJobs(payload))
