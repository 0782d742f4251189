import { JOB_RETRIED } from '@/contracts/jobs'
import { serve } from '@/server/http/serve'
import { retryFailedJob } from '@/server/services/jobs'

import { retryJob } from './endpoint'

export const POST = serve(retryJob, async ({ params }) => {
  await retryFailedJob(params.id)
  return { message: JOB_RETRIED }
})
