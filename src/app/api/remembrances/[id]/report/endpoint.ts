import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { reportRemembranceSchema } from '@/contracts/remembrances'

export const reportRemembranceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/remembrances/{id}/report',
  summary:
    'Report a published remembrance (`{reason?}`). Reports from three different networks (an IPv4 address, an IPv6 /56) hide it until staff look again; one network counts once, ever, and once staff published it again it takes five new ones. `website` is the honeypot (400)',
  access: 'public',
  rateLimit: 'remembrance-report',
  body: reportRemembranceSchema,
  output: messageSchema,
  answers: { 404: { description: 'No published remembrance has this id' }, 400: { description: 'The hidden `website` field filled in' } },
})
