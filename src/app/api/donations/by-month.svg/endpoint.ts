import { defineEndpoint } from '@/contracts/endpoint'
import { signedGivingChartQuerySchema } from '@/contracts/givingByMonth'

export const givingChartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/by-month.svg',
  summary: 'The money kept by month of GET /api/donations/by-month, drawn on the server as an SVG chart, by the signed link that answer hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedGivingChartQuerySchema,
  file: { contentType: 'image/svg+xml', description: 'The chart' },
})
