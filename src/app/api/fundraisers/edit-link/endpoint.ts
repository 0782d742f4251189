import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { editLinkRequestSchema } from '@/contracts/fundraisers'

export const requestFundraiserEditLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/fundraisers/edit-link',
  summary:
    'A supporter asks to edit their page: the confirmed page(s) of that email in the campaign (`campaign` slug) or with that `fundraiser` slug are mailed a one-time link, valid for one hour. The answer is the same whether or not there is such a page.',
  access: 'public',
  rateLimit: 'fundraiser',
  body: editLinkRequestSchema,
  status: 202,
  output: messageSchema,
})
