import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { roundSummarySchema } from '@/contracts/scholarships'

export const listScholarshipRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/scholarships',
  summary: 'Published scholarship rounds, each with `open` (taking applications now) and its phase: open ones first, then upcoming, then closed ones with the recipients staff published',
  access: 'public',
  output: z.array(roundSummarySchema),
  cache: 'public',
})
