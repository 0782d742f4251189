import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'

export const markAcknowledgedByPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/acknowledgement/posted',
  summary: 'Record that the printed acknowledgement letter was posted to the donor (audited): the gift leaves the dashboard’s list of letters to post',
  access: 'staff',
  role: 'fundraising',
  output: messageSchema,
  answers: { 409: { description: 'The gift has not succeeded' } },
})
