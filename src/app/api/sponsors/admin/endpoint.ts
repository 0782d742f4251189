import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { sponsorTierInputSchema, sponsorTierSchema } from '@/contracts/sponsors'

export const listAllSponsorTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sponsors/admin',
  summary: 'All sponsor tiers',
  access: 'staff',
  role: 'content',
  output: z.array(sponsorTierSchema),
})

export const createSponsorTierEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sponsors/admin',
  summary: 'Create a tier',
  access: 'staff',
  role: 'content',
  body: sponsorTierInputSchema,
  status: 201,
  output: sponsorTierSchema,
})
