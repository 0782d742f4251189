import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { pageQuerySchema } from '@/contracts/api'
import { publicPhotoSchema } from '@/contracts/gallery'

/** Without a query it is a cached answer; `?skip=&limit=` windows are served by ../window (a rewrite). */
export const listApprovedPhotosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery',
  summary: 'Approved photos, newest first (the newest 100 unless `?skip=&limit=` choose a window)',
  access: 'public',
  query: pageQuerySchema,
  output: z.array(publicPhotoSchema),
  cache: 'public',
})
