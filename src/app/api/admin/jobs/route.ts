import { serve } from '@/server/http/serve'
import { describeJobs } from '@/server/services/jobs'

import { jobsOverview } from './endpoint'

export const GET = serve(jobsOverview, async () => describeJobs())
