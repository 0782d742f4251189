import { defineEndpoint } from '@/contracts/endpoint'

export const exportDonationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/export.csv',
  summary: 'Every donation as CSV (streamed; cells never read as formulas)',
  access: 'staff',
  role: 'fundraising',
  file: { contentType: 'text/csv', description: 'CSV file, named donations-YYYY-MM-DD.csv' },
})
