import { defineEndpoint } from '@/contracts/endpoint'
import { donorNoteBodySchema, donorNoteSchema } from '@/contracts/donors'

export const addDonorNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/donors/{id}/notes',
  summary: 'Add a staff note to a donor (plain text, at most 2,000 characters; recorded in the audit trail)',
  access: 'staff',
  role: 'fundraising',
  body: donorNoteBodySchema,
  status: 201,
  output: donorNoteSchema,
})
