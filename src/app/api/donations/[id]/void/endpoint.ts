import { CHECK_ONLY, donationSchema } from '@/contracts/donations'
import { defineEndpoint } from '@/contracts/endpoint'
import { voidCheckSchema } from '@/contracts/mailIn'

export const voidMailInGiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/void',
  summary: 'Void a check recorded by staff (it bounced, or was recorded twice): it stays listed as “voided”, counts for nothing, and its history keeps why',
  access: 'staff',
  role: 'fundraising',
  body: voidCheckSchema,
  output: donationSchema,
  answers: CHECK_ONLY,
})
