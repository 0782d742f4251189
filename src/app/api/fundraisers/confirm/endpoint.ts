import { defineEndpoint } from '@/contracts/endpoint'
import { confirmFundraiserSchema, fundraiserStartedSchema } from '@/contracts/fundraisers'

export const confirmFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/fundraisers/confirm',
  summary: 'Confirm a fundraising page’s email with its mailed one-time link (sent when the supporter presses the button, so a mail scanner opening the link uses nothing up); the page then waits for staff',
  access: 'public',
  rateLimit: 'fundraiser',
  body: confirmFundraiserSchema,
  output: fundraiserStartedSchema,
  answers: { 404: { description: 'The link is unknown, used or expired' } },
})
