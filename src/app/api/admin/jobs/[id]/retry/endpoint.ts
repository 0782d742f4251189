import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { JOB_NOT_FAILED } from '@/contracts/jobs'

export const retryJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/jobs/{id}/retry',
  summary: 'Run a job that failed for good once more (its retries start afresh); the runner picks it up within seconds',
  access: 'staff',
  role: 'admin',
  output: messageSchema,
  answers: { 409: { description: JOB_NOT_FAILED } },
})
