import { defineEndpoint } from '@/contracts/endpoint'
import { jobsOverviewSchema } from '@/contracts/jobs'

export const jobsOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs',
  summary: 'Background work as staff see it: mail waiting to go, jobs that failed for good (with why), and the last nightly check against Stripe',
  access: 'staff',
  role: 'admin',
  output: jobsOverviewSchema,
})
