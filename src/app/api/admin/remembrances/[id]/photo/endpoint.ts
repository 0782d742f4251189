import { defineEndpoint } from '@/contracts/endpoint'
import { signedFundraiserPhotoQuerySchema as signedLinkQuerySchema } from '@/contracts/fundraisers'

export const signedRemembrancePhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/remembrances/{id}/photo',
  summary: 'A remembrance’s photo (pending or not) by the signed link the staff list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedLinkQuerySchema,
  file: { contentType: 'image/*', description: 'The image' },
})
