import { JOB_RETRIED } from '@/contracts/jobs'
import { serve } from '@/server/http/serve'
import { retryFailedJob } from '@/server/services/jobs'
import { recordStaffAction } from '@/server/services/staffActions'

import { retryJob } from './endpoint'

export const POST = serve(retryJob, async ({ params }) => {
  await retryFailedJob(params.id)
  await recordStaffAction({ action: 'job.retry', target: { collection: 'payload-jobs', id: params.id } })
  return { message: JOB_RETRIED }
})
