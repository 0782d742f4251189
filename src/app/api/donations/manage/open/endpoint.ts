import { openPortalSchema, portalSessionSchema } from '@/contracts/donorLinks'
import { defineEndpoint } from '@/contracts/endpoint'
import { STRIPE_SILENT } from '@/contracts/donations'

export const openDonorPortalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/manage/open',
  summary: 'Use an emailed link’s token (once) to open Stripe’s customer portal for its donor: answers the portal’s address',
  access: 'public',
  rateLimit: 'donor-portal',
  body: openPortalSchema,
  output: portalSessionSchema,
  answers: { 404: { description: 'The link is unknown, was already used, or is over an hour old' }, ...STRIPE_SILENT },
})
