import { defineEndpoint } from '@/contracts/endpoint'
import { DONOR_CSV_COLUMNS, donorFilterSchema } from '@/contracts/donors'

export const exportDonorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors.csv',
  summary: 'The donors of `?q=&segment=` (as /api/admin/donors) as CSV; recorded in the audit trail',
  access: 'staff',
  role: 'fundraising',
  query: donorFilterSchema,
  file: { contentType: 'text/csv', description: `One row per donor: ${DONOR_CSV_COLUMNS.join(', ')}; named donors-YYYY-MM-DD.csv` },
})
