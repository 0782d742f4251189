import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'

export const resendAcknowledgementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/acknowledgement',
  summary: 'Send a gift’s acknowledgement letter (mail and PDF) to its donor again; queued at once, sent by the Jobs Queue (audited)',
  access: 'staff',
  role: 'fundraising',
  status: 202,
  output: messageSchema,
  answers: { 409: { description: 'The gift has no email address (print its PDF and post it), or it has not succeeded' } },
})
