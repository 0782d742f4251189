import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { staffRemembranceQuerySchema, staffRemembranceSchema } from '@/contracts/remembrances'

export const listRemembrancesForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/remembrances',
  summary: 'Remembrances by status (by default `pending`, oldest first: the next to read), each with its report count and a signed link to its photo',
  access: 'staff',
  role: 'content',
  query: staffRemembranceQuerySchema,
  output: z.array(staffRemembranceSchema),
})
