import { approveSchema, pendingPhotoSchema } from '@/contracts/gallery'
import { defineEndpoint } from '@/contracts/endpoint'

export const approvePhotoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/gallery/admin/{id}/approve',
  summary: 'Approve a photo',
  access: 'staff',
  role: 'content',
  body: approveSchema,
  output: pendingPhotoSchema,
})
