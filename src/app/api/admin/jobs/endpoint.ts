import { defineEndpoint } from '@/contracts/endpoint'
import { jobsOverviewSchema } from '@/contracts/jobs'

export const jobsOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs',
  summary: 'Background work as staff see it: mail waiting to go, jobs that failed for good (with why), the last nightly check against Stripe, and the count of unhandled errors in the last day',
  access: 'staff',
  role: 'admin',
  output: jobsOverviewSchema,
})
