import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { pageQuerySchema } from '@/contracts/api'
import { publicPhotoSchema } from '@/contracts/gallery'

export const approvedPhotoWindowEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/window',
  summary: 'One window of approved photos, read per request',
  access: 'public',
  query: pageQuerySchema,
  output: z.array(publicPhotoSchema),
  internal: 'GET /api/gallery?skip=&limit= is rewritten here (next.config.mjs)',
})
