import { CHECK_ONLY, donationSchema } from '@/contracts/donations'
import { defineEndpoint } from '@/contracts/endpoint'
import { mailInSchema } from '@/contracts/mailIn'

export const correctMailInGiftEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/donations/{id}',
  summary: 'Correct a check recorded by staff (all its fields, as recorded); its history keeps who changed what, from and to, and when',
  access: 'staff',
  role: 'fundraising',
  body: mailInSchema,
  output: donationSchema,
  answers: CHECK_ONLY,
})
