import { defineEndpoint } from '@/contracts/endpoint'
import { photoFieldsSchema } from '@/contracts/photo'
import { storedSchema } from '@/contracts/api'

export const submitPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gallery/submit',
  summary: 'Submit a photo (JPEG or PNG by content, under 10 MB); pending until approved',
  access: 'public',
  rateLimit: 'gallery-submit',
  multipart: { fields: photoFieldsSchema, file: 'file', fileRequired: true },
  status: 201,
  output: storedSchema,
})
