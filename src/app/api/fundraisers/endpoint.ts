import { defineEndpoint } from '@/contracts/endpoint'
import { fundraiserStartedSchema, startFundraiserSchema } from '@/contracts/fundraisers'

export const startFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/fundraisers',
  summary:
    'Start your own fundraising page on an open campaign (`campaign` is its slug): multipart with an optional `photo` (JPEG or PNG by content, under 10 MB), or JSON without one. The page is mailed a one-time link to confirm the email, then reviewed by staff before it shows. The answer is the same whatever pages the email already has.',
  access: 'public',
  rateLimit: 'fundraiser',
  multipart: { fields: startFundraiserSchema, file: 'photo', json: startFundraiserSchema },
  status: 201,
  output: fundraiserStartedSchema,
  answers: { 404: { description: 'No published campaign has that slug' } },
})
