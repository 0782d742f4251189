import { cardGuardStateSchema } from '@/contracts/cardGuard'
import { defineEndpoint } from '@/contracts/endpoint'

export const cardGuardStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/card-guard',
  summary: 'The card-testing guard: up (donors see a human check) or down, until when, this minute’s checkouts and declines, its thresholds, and the last episodes',
  access: 'staff',
  role: 'fundraising',
  output: cardGuardStateSchema,
})
