import { messageSchema } from '@/contracts/api'
import { manageLinkRequestSchema } from '@/contracts/donorLinks'
import { defineEndpoint } from '@/contracts/endpoint'

export const requestManageLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/manage',
  summary:
    'A donor asks for a link to manage a monthly gift: each monthly gift made with the email gets a one-time link, valid for one hour, to Stripe’s customer portal. The answer is the same whether or not the email has a gift.',
  access: 'public',
  rateLimit: 'donor-link',
  body: manageLinkRequestSchema,
  status: 202,
  output: messageSchema,
})
