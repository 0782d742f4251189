import { defineEndpoint } from '@/contracts/endpoint'
import { roundDetailSchema } from '@/contracts/scholarships'

export const getScholarshipRoundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/scholarships/{slug}',
  summary: 'One published scholarship round: its description, award, dates, `open`, the essay prompt and word limit, the PDF documents and recommendation letters it asks for, the consent text, and its published recipients',
  access: 'public',
  output: roundDetailSchema,
  cache: 'public',
})
