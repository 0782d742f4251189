import { defineEndpoint } from '@/contracts/endpoint'
import { signedImageQuerySchema } from '@/contracts/gallery'

export const signedPhotoFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/admin/{id}/image',
  summary: 'A photo’s file by the signed link the pending list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedImageQuerySchema,
  file: { contentType: 'image/*', description: 'The image' },
})
