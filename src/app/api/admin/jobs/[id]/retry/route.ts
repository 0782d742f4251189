import { JOB_RETRIED, retryJobEndpoint } from '@/contracts/jobs'
import { serve } from '@/app/api/serve'
import { retryFailedJob } from '@/server/services/operations/jobs'
import { recordStaffAction } from '@/server/services/staff/staffActions'

export const POST = serve(retryJobEndpoint, async ({ payload, params }) => {
  await retryFailedJob(payload, params.id)
  await recordStaffAction(payload, { action: 'job.retry', target: { collection: 'payload-jobs', id: params.id } })
  return { message: JOB_RETRIED }
})
