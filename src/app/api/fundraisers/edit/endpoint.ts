import { defineEndpoint } from '@/contracts/endpoint'
import { editFundraiserSchema, fundraiserStartedSchema } from '@/contracts/fundraisers'

export const editFundraiserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/fundraisers/edit',
  summary:
    'Save a fundraising page with its one-time edit link’s token, which the save uses up. A new goal or a removed photo keeps an approved page public; a new name or story sends it back to staff review.',
  access: 'public',
  rateLimit: 'fundraiser',
  body: editFundraiserSchema,
  output: fundraiserStartedSchema,
  answers: { 404: { description: 'The link is unknown, used or expired' } },
})
