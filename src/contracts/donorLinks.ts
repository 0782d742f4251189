import * as z from 'zod/mini'

import { emailField } from './common'

// A donor managing a monthly gift without an account: the form on /donate/manage, its API.

import { LINK_EXPIRED } from './donorLinkMessages'

export { LINK_EXPIRED, MANAGE_LINK_SENT } from './donorLinkMessages'

/** What the donor sends to ask for a link. */
export const manageLinkRequestSchema = z.object({ email: emailField() })

/** What the page sends to open the portal with the link's token (43 base64url characters). */
export const openPortalSchema = z.object({
  token: z.string({ error: LINK_EXPIRED }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, LINK_EXPIRED)),
})

export const portalSessionSchema = z.object({ url: z.string() })
