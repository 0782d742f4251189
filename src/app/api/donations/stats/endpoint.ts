import { defineEndpoint } from '@/contracts/endpoint'
import { donationStatsSchema } from '@/contracts/donations'

export const donationTotals = defineEndpoint({
  method: 'GET',
  path: '/api/donations/stats',
  summary: 'Totals of succeeded donations, net of partial refunds (a gift refunded in full counts for nothing)',
  access: 'staff',
  role: 'fundraising',
  output: donationStatsSchema,
})
