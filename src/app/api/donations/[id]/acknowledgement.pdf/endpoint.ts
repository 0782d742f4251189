import { defineEndpoint } from '@/contracts/endpoint'

export const acknowledgementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/{id}/acknowledgement.pdf',
  summary: 'A gift’s acknowledgement letter as a PDF, to print and post (gifts without an email); the read is audited',
  access: 'staff',
  role: 'fundraising',
  file: { contentType: 'application/pdf', description: 'PDF file, named acknowledgement-{id}.pdf' },
  answers: { 409: { description: 'The gift has not succeeded' } },
})
