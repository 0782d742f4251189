import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Database reachable (for load balancers and monitors; answers within 1.5 s)',
  access: 'public',
  output: z.object({ status: z.literal('ok') }),
  answers: { 503: { description: 'Database unreachable' } },
})
