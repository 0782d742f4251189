import { defineEndpoint } from '@/contracts/endpoint'
import { signedFundraiserPhotoQuerySchema } from '@/contracts/fundraisers'

export const signedFundraiserPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fundraisers/{id}/photo',
  summary: 'A fundraising page’s photo (pending or not) by the signed link the staff list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedFundraiserPhotoQuerySchema,
  file: { contentType: 'image/*', description: 'The image' },
})
