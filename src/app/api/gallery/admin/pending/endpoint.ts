import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { pendingPhotoSchema } from '@/contracts/gallery'

export const listPendingPhotosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/admin/pending',
  summary: 'Photos awaiting review',
  access: 'staff',
  role: 'content',
  output: z.array(pendingPhotoSchema),
})
