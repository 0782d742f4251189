import { jobsOverviewEndpoint } from '@/contracts/jobs'
import { serve } from '@/app/api/serve'
import { describeJobs } from '@/server/services/operations/jobs'

export const GET = serve(jobsOverviewEndpoint, async ({ payload }) => describeJobs(payload))
