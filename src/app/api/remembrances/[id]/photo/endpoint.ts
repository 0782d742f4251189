import { defineEndpoint } from '@/contracts/endpoint'

export const remembrancePhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/remembrances/{id}/photo',
  summary: 'The photo of a published remembrance (web-sized); 404 for one pending, hidden or without a photo',
  access: 'public',
  file: { contentType: 'image/*', description: 'The image' },
  answers: { 404: { description: 'No published remembrance with a photo has this id' } },
})
