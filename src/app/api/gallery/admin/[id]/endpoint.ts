import { defineEndpoint } from '@/contracts/endpoint'
import { messageSchema } from '@/contracts/api'

export const rejectPhotoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/gallery/admin/{id}',
  summary: 'Reject: delete the photo and its files',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})
