import * as z from 'zod/mini'

import { messageSchema } from './api'
import { emailField } from './common'
import { STRIPE_SILENT } from './donations'
import { LINK_EXPIRED } from './donorLinkMessages'
import { defineEndpoint } from './endpoint'

// A donor managing a monthly gift without an account: the form on /donate/manage, its API.

export { LINK_EXPIRED, MANAGE_LINK_SENT } from './donorLinkMessages'

/** What the donor sends to ask for a link. */
export const manageLinkRequestSchema = z.object({ email: emailField() })

/** What the page sends to open the portal with the link's token (43 base64url characters). */
export const openPortalSchema = z.object({
  token: z.string({ error: LINK_EXPIRED }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, LINK_EXPIRED)),
})

export const portalSessionSchema = z.object({ url: z.string() })

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const requestManageLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/manage',
  summary:
    'A donor asks for a link to manage a monthly gift: each monthly gift made with the email gets a one-time link, valid for one hour, to Stripe’s customer portal. The answer is the same whether or not the email has a gift.',
  access: 'public',
  rateLimit: 'donor-link',
  body: manageLinkRequestSchema,
  status: 202,
  output: messageSchema,
})

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
