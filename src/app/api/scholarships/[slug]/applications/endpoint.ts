import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { startApplicationSchema } from '@/contracts/scholarships'

export const startScholarshipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/{slug}/applications',
  summary:
    'Apply to an open round (no account): a draft application, and a mail with a link (/scholarships/application?token=…) that continues it until the round closes. The same email again gets a fresh link to its one application instead of a second one; the answer is the same. `consent` must be true; `website` is the honeypot.',
  access: 'public',
  rateLimit: 'scholarship-apply',
  body: startApplicationSchema,
  status: 201,
  output: messageSchema,
  answers: { 400: { description: 'The honeypot was filled in: nothing stored' }, 404: { description: 'No published round has that slug' }, 409: { description: 'The round is not open yet, or has closed' }, 429: { description: 'The address had its mails for the hour: nothing stored' } },
})
