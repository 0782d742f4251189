import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { applicationLinkRequestSchema } from '@/contracts/scholarships'

export const requestScholarshipLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/{slug}/link',
  summary:
    'A lost continue link: one job (requestScholarshipLink) for any address, which, while the round is open, mails the application of that email (if there is one) a fresh link. The answer and the work are the same for any address. `website` is the honeypot.',
  access: 'public',
  rateLimit: 'scholarship-apply',
  body: applicationLinkRequestSchema,
  status: 202,
  output: messageSchema,
  answers: { 404: { description: 'No published round has that slug' } },
})
