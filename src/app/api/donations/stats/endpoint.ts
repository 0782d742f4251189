import { defineEndpoint } from '@/contracts/endpoint'
import { donationStatsSchema } from '@/contracts/donations'

export const donationTotals = defineEndpoint({
  method: 'GET',
  path: '/api/donations/stats',
  summary: 'Totals of succeeded donations',
  access: 'staff',
  output: donationStatsSchema,
})
