import { defineEndpoint } from '@/contracts/endpoint'
import { donationStatsSchema } from '@/contracts/donations'

export const donationTotalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/stats',
  summary:
    'Totals of the money kept: succeeded gifts net of partial refunds, and disputed gifts net of the disputed amount (usually nothing) until the dispute is won; total_count and recurring_count count succeeded gifts',
  access: 'staff',
  role: 'fundraising',
  output: donationStatsSchema,
})
