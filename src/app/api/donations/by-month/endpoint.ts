import { defineEndpoint } from '@/contracts/endpoint'
import { givingByMonthQuerySchema, givingByMonthSchema } from '@/contracts/givingByMonth'

export const givingByMonthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/by-month',
  summary:
    'The last `months` calendar months (1 to 36, default 12) in SITE_TIME_ZONE, oldest first, months without gifts as zeros: the money kept (as in the totals: refunds and lost disputes out) by how it was given (card one-time, monthly, check), and the donors (one normalised email) new, returning and lapsed that month; with a signed link to the same money drawn as an SVG chart',
  access: 'staff',
  role: 'fundraising',
  query: givingByMonthQuerySchema,
  output: givingByMonthSchema,
})
