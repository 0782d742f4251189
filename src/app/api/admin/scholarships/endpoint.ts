import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { adminRoundOutSchema } from '@/contracts/scholarshipReview'
import { adminRoundSchema } from '@/contracts/scholarships'

export const listScholarshipRoundsForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/scholarships',
  summary: 'Every scholarship round, drafts and closed ones too, with its applications counted (admins)',
  access: 'staff',
  role: 'admin',
  output: z.array(adminRoundOutSchema),
})

export const createScholarshipRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/scholarships',
  summary: 'Open a scholarship round: its call, dates, essay, documents, letters and criteria (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: adminRoundSchema,
  status: 201,
  output: adminRoundOutSchema,
})
