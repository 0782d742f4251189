import * as z from 'zod/mini'

import { messageSchema } from './api'
import { flag, optionalText, requiredText, slugField } from './common'
import { defineEndpoint } from './endpoint'
import { TRIBUTE_KINDS } from './donate'

// Tribute pages: one per person honoured or remembered by "In honor of" / "In memory of" gifts,
// made at the first such gift that succeeds (src/server/services/tributes/tributePages.ts).

export const TRIBUTE_NAME_MAX = 120
export const TRIBUTE_FAMILY_WORD_MAX = 1000
export const TRIBUTE_SEARCH_MAX = 100

export const TRIBUTE_MESSAGES = {
  name: 'The name is required',
  day: 'Use a date like 1962-04-18, or leave it empty',
  query: 'Type at least 2 letters of the name',
  notFound: 'There is no tribute page at this address.',
  slugTaken: 'Another tribute page already has this address',
  mergeSelf: 'Choose another page to merge this one into',
  mergeTarget: 'The page to merge into does not exist, or was merged itself',
} as const

/** A day as the page shows it (a birthday, the day of the loss): YYYY-MM-DD, empty is none. */
const optionalDay = () =>
  z.pipe(
    z.nullish(
      z.string({ error: TRIBUTE_MESSAGES.day }).check(
        z.trim(),
        z.refine((value: string) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), TRIBUTE_MESSAGES.day),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

/** What staff may change of a page (/admin/tributes), each rule once: the API and the collection alike. */
export const tributeFields = {
  name: requiredText(TRIBUTE_MESSAGES.name, TRIBUTE_NAME_MAX),
  slug: slugField('The address is required'),
  born_on: optionalDay(),
  died_on: optionalDay(),
  remembrance_on: optionalDay(),
  family_word: optionalText(TRIBUTE_FAMILY_WORD_MAX),
  show_total: flag(),
  hidden: flag(),
}

/** PUT /api/admin/tributes/{id}: the page's fields as staff set them. */
export const updateTributeSchema = z.object(tributeFields)
export type TributeUpdate = z.output<typeof updateTributeSchema>

/** POST /api/admin/tributes/{id}/merge: the page that is the same person; this one's gifts move there. */
export const mergeTributeSchema = z.object({ into: z.number({ error: TRIBUTE_MESSAGES.mergeTarget }).check(z.int(TRIBUTE_MESSAGES.mergeTarget), z.positive(TRIBUTE_MESSAGES.mergeTarget)) })

/** GET /api/tributes?q=: part of a name. */
export const tributeSearchSchema = z.object({
  q: z.string({ error: TRIBUTE_MESSAGES.query }).check(z.trim(), z.minLength(2, TRIBUTE_MESSAGES.query), z.maxLength(TRIBUTE_SEARCH_MAX, TRIBUTE_MESSAGES.query)),
})

/** GET /api/admin/tributes?q=: every page (hidden and merged ones too), optionally by part of a name. */
export const staffTributeQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(TRIBUTE_SEARCH_MAX, TRIBUTE_MESSAGES.query))),
})

const kind = z.enum(TRIBUTE_KINDS)

/** A page as a search lists it. */
export const tributeSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind,
  gift_count: z.number().check(z.int()),
})
export type TributeSummary = z.output<typeof tributeSummarySchema>

/** One gift as the page shows it: the donor's name or "Anonymous"; the amount only when the donor ticked "show the amount". */
export const tributeGiftSchema = z.object({
  giver: z.string(),
  amount_cents: z.nullable(z.number().check(z.int())),
  at: z.string(),
})

/** A page as the public sees it: the total only when the family agreed to show it. */
export const publicTributeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind,
  born_on: z.nullable(z.string()),
  died_on: z.nullable(z.string()),
  family_word: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  gift_count: z.number().check(z.int()),
  total_cents: z.nullable(z.number().check(z.int())),
  gifts: z.array(tributeGiftSchema),
})
export type PublicTribute = z.output<typeof publicTributeSchema>

/** A page as staff manage it. */
export const staffTributeSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  kind,
  born_on: z.nullable(z.string()),
  died_on: z.nullable(z.string()),
  remembrance_on: z.nullable(z.string()),
  family_word: z.nullable(z.string()),
  show_total: z.boolean(),
  hidden: z.boolean(),
  merged_into: z.nullable(z.object({ id: z.number().check(z.int()), slug: z.string(), name: z.string() })),
  gift_count: z.number().check(z.int()),
  total_cents: z.number().check(z.int()),
  created_at: z.string(),
})
export type StaffTribute = z.output<typeof staffTributeSchema>

/** "Give in Jane's memory" / "Give in Jane's honor". */
export const giveInNameOf = (name: string, tributeKind: (typeof TRIBUTE_KINDS)[number]) => `Give in ${name}’s ${tributeKind === 'memory' ? 'memory' : 'honor'}`

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const searchTributesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/tributes',
  summary: 'Tribute pages whose name holds `q` (at least 2 letters), most gifts first, at most 20; hidden and merged pages are never listed',
  access: 'public',
  rateLimit: 'tribute-search',
  query: tributeSearchSchema,
  output: z.array(tributeSummarySchema),
})

export const getTributeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/tributes/{slug}',
  summary:
    'One tribute page: the name, the family’s dates and word, the gifts in that name (each donor by first name and initial, or Anonymous; the amount only when the donor allowed it), how many, and the total only when the family agreed',
  access: 'public',
  output: publicTributeSchema,
  cache: 'public',
})

export const listTributesForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tributes',
  summary: 'Every tribute page (hidden and merged ones too), newest first, at most 200; `?q=` narrows by name',
  access: 'staff',
  role: 'fundraising',
  query: staffTributeQuerySchema,
  output: z.array(staffTributeSchema),
})

export const updateTributeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/tributes/{id}',
  summary: 'Rename a tribute page, change its address, dates and the family’s word, show or hide its total, or hide the page (audited)',
  access: 'staff',
  role: 'fundraising',
  body: updateTributeSchema,
  output: staffTributeSchema,
  answers: { 409: { description: 'Another page has this address' } },
})

export const mergeTributeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tributes/{id}/merge',
  summary: 'Merge two pages that are one person: this page’s gifts move to `into`, and its address leads there (audited)',
  access: 'staff',
  role: 'fundraising',
  body: mergeTributeSchema,
  output: staffTributeSchema,
  answers: { 409: { description: 'The same page, or one merged already' } },
})

export const unsubscribeFromMailChoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/mail-choices/unsubscribe',
  summary:
    'Stop one kind of mail (the yearly reminder of a tribute’s day of remembrance) for the address a signed link names, without signing in: the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), and the button of /unsubscribe/mail. Any body is ignored',
  // Not limited per address: one-click requests come from the mail providers' servers. Refused tokens are limited (the route counts them).
  access: 'public',
  query: z.object({ token: z.string().check(z.minLength(1), z.maxLength(1000)) }),
  output: messageSchema,
  answers: {
    400: { description: 'The link was not made by us (tampered with, or cut short): nothing changes' },
    429: { description: 'Too many refused links from this address' },
  },
})

export const FAMILY_DIGESTS = ['each', 'daily', 'weekly'] as const
export const FAMILY_THANKS_MAX = 1000

export const FAMILY_MESSAGES = {
  link: 'This link does not work. Please use the link in the latest card from us.',
  digest: 'Choose a card for each gift, a daily summary or a weekly summary',
  thanks: 'Please write your thank-you (up to 1,000 characters)',
  thanksTooSoon: 'You sent a thank-you in the last day. You can send another tomorrow.',
  noContributors: 'No one else has given in this name yet, so there is no one to thank.',
} as const

/** The family's link: `<page id>.<address, base64url>.<signature>`. */
const familyToken = () => z.string({ error: FAMILY_MESSAGES.link }).check(z.minLength(10, FAMILY_MESSAGES.link), z.maxLength(1000, FAMILY_MESSAGES.link))

/** PUT /api/tributes/family/digest. */
export const familyDigestSchema = z.object({ token: familyToken(), digest: z.enum(FAMILY_DIGESTS, { error: FAMILY_MESSAGES.digest }) })

/** POST /api/tributes/family/thanks. */
export const familyThanksSchema = z.object({
  token: familyToken(),
  message: z.string({ error: FAMILY_MESSAGES.thanks }).check(z.trim(), z.minLength(1, FAMILY_MESSAGES.thanks), z.maxLength(FAMILY_THANKS_MAX, FAMILY_MESSAGES.thanks)),
})

export const updateFamilyDigestEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/tribute-families/digest',
  summary: 'The family’s choice from the link in their card: a card for each gift in the name, or one mail a day or a week listing the new gifts',
  access: 'public',
  rateLimit: 'family',
  body: familyDigestSchema,
  output: messageSchema,
  answers: { 404: { description: 'The link was not made by us, or its page is gone' } },
})

export const sendFamilyThanksEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/tribute-families/thanks',
  summary: 'The family’s one thank-you, mailed by the site to every contributor of the page (none sees another’s address), at most once a day',
  access: 'public',
  rateLimit: 'family',
  body: familyThanksSchema,
  status: 202,
  output: z.object({ message: z.string(), contributors: z.number().check(z.int()) }),
  answers: { 404: { description: 'The link was not made by us, or its page is gone' }, 409: { description: 'A thank-you was sent in the last day, or there is no one to thank' } },
})
