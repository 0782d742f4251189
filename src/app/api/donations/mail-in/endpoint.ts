import { donationSchema } from '@/contracts/donations'
import { defineEndpoint } from '@/contracts/endpoint'
import { mailInSchema } from '@/contracts/mailIn'

export const recordMailInGiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/mail-in',
  summary: 'Record a check that arrived by mail: it counts in the totals and the CSV (Method “Check”) at once, and its history starts',
  access: 'staff',
  role: 'fundraising',
  body: mailInSchema,
  status: 201,
  output: donationSchema,
})
