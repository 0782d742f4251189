import { defineEndpoint } from '@/contracts/endpoint'
import { messageSchema } from '@/contracts/api'
import { sponsorTierInputSchema, sponsorTierSchema } from '@/contracts/sponsors'

export const updateSponsorTierEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/sponsors/admin/{id}',
  summary: 'Update a tier',
  access: 'staff',
  role: 'content',
  body: sponsorTierInputSchema,
  output: sponsorTierSchema,
})

export const deleteSponsorTierEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/sponsors/admin/{id}',
  summary: 'Delete a tier',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})
