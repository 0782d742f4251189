import * as z from 'zod/mini'

import type { Fundraiser } from '@/payload-types'

import { messageSchema } from './api'
import { emailField, optionalText, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { optionalPhotoProblem } from './photo'

// A supporter's own fundraising page within a campaign (peer to peer): the "Start your own
// fundraiser" form, its API (multipart when a photo is sent), the one-time links and the edit.

export const FUNDRAISER_GOAL_MIN_CENTS = 100
export const FUNDRAISER_GOAL_MAX_CENTS = 10_000_000
export const FUNDRAISER_STORY_MAX = 2000
export const FUNDRAISER_NAME_MAX = 100

export const FUNDRAISER_MESSAGES = {
  name: 'Your name is required',
  goal: 'Please enter a goal from $1 to $100,000 in whole dollars',
  campaign: 'Choose the campaign to raise money for',
  started: 'Thank you! Please check your email: we sent you a link to confirm your address. Your page is reviewed by our team once you confirm it.',
  confirmed: 'Thank you, your email is confirmed. Our team will review your page, usually within a couple of days; we will let it go live as soon as it is approved.',
  linkExpired: 'This link has expired or was already used. Ask for a new one below.',
  editLinkSent: 'If that email address has a confirmed fundraising page, we have sent it a link to edit the page. The link works once, within one hour.',
  saved: 'Your page is saved.',
  savedForReview: 'Your page is saved. Because its words changed, our team will review it again before it shows.',
  campaignClosed: 'This campaign is not taking new fundraisers.',
  campaignUnknown: 'There is no such campaign.',
} as const

/** One-time links: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const linkToken = () => z.string({ error: FUNDRAISER_MESSAGES.linkExpired }).check(z.regex(TOKEN, FUNDRAISER_MESSAGES.linkExpired))

const slug = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(120, message), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message))

/** A goal in whole cents (the API), from $1 to $100,000. */
const goalCents = () =>
  z.coerce
    .number({ error: FUNDRAISER_MESSAGES.goal })
    .check(z.int(FUNDRAISER_MESSAGES.goal), z.gte(FUNDRAISER_GOAL_MIN_CENTS, FUNDRAISER_MESSAGES.goal), z.lte(FUNDRAISER_GOAL_MAX_CENTS, FUNDRAISER_MESSAGES.goal))

/** The rules of a fundraiser's own fields: the form, the API and the edit alike. Plain text only. */
export const fundraiserFields = {
  name: requiredText(FUNDRAISER_MESSAGES.name, FUNDRAISER_NAME_MAX),
  email: emailField(),
  goal_cents: goalCents(),
  story: optionalText(FUNDRAISER_STORY_MAX),
}

/** POST /api/fundraisers: the text fields (multipart, or JSON without a photo); the photo is checked on its own. */
export const startFundraiserSchema = z.object({
  campaign: slug(FUNDRAISER_MESSAGES.campaign),
  ...fundraiserFields,
})

/** The goal as the form asks for it: whole dollars. */
const goalDollars = () =>
  z.pipe(
    z.string({ error: FUNDRAISER_MESSAGES.goal }).check(z.trim(), z.regex(/^\$?\d{1,6}$/, FUNDRAISER_MESSAGES.goal)),
    z.pipe(
      z.transform((value: string) => Number(value.replace('$', '')) * 100),
      z.number().check(z.gte(FUNDRAISER_GOAL_MIN_CENTS, FUNDRAISER_MESSAGES.goal), z.lte(FUNDRAISER_GOAL_MAX_CENTS, FUNDRAISER_MESSAGES.goal)),
    ),
  )

/** The "Start your own fundraiser" form in the browser: the shared fields, the goal in dollars, an optional photo. */
export const startFundraiserFormSchema = z.object({
  name: fundraiserFields.name,
  email: fundraiserFields.email,
  goal_dollars: goalDollars(),
  story: fundraiserFields.story,
  photo: z.custom<FileList | null>().check(
    z.superRefine((files: FileList | null, ctx) => {
      const problem = optionalPhotoProblem(files?.[0])
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  ),
})

/** A started (or edited) fundraiser's answer. */
export const fundraiserStartedSchema = z.object({ message: z.string() })

/** POST /api/fundraisers/confirm: the confirm link's token, sent when the supporter presses the button. */
export const confirmFundraiserSchema = z.object({ token: linkToken() })

/** POST /api/fundraisers/edit-link: the page's email and its campaign or its own slug. */
export const editLinkRequestSchema = z.object({
  email: emailField(),
  campaign: z.optional(slug(FUNDRAISER_MESSAGES.campaign)),
  fundraiser: z.optional(slug('Unknown fundraiser')),
})

/** The edit form: what a supporter may change of their page (the email stays). */
export const editFundraiserFormSchema = z.object({
  name: fundraiserFields.name,
  goal_dollars: goalDollars(),
  story: fundraiserFields.story,
  remove_photo: z.boolean(),
})

/** PUT /api/fundraisers/edit: the edit link's token (used up by the save) and the page's new fields. */
export const editFundraiserSchema = z.object({
  token: linkToken(),
  name: fundraiserFields.name,
  goal_cents: goalCents(),
  story: fundraiserFields.story,
  remove_photo: z.optional(z.boolean({ error: 'Must be true or false' })),
})

export const FUNDRAISER_STATUS_FILTERS = ['unconfirmed', 'pending', 'approved', 'rejected'] as const
export const fundraiserListQuerySchema = z.object({
  status: z._default(z.enum(FUNDRAISER_STATUS_FILTERS, { error: 'Choose unconfirmed, pending, approved or rejected.' }), 'pending'),
})

/** A fundraiser as staff review it. */
export const staffFundraiserSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  goal_cents: z.number(),
  story: z.nullable(z.string()),
  status: z.enum(FUNDRAISER_STATUS_FILTERS),
  campaign: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  photo_url: z.nullable(z.string()),
  created_at: z.string(),
  email_confirmed_at: z.nullable(z.string()),
  approved_at: z.nullable(z.string()),
})
export type StaffFundraiser = z.infer<typeof staffFundraiserSchema>

/** The query of a signed fundraiser photo link (staff's review screen). */
export const signedFundraiserPhotoQuerySchema = z.object({
  expires: z.coerce.number().check(z.int()),
  signature: z.string(),
})

/** A fundraiser as the public sees it: on the leaderboard and on its page. */
export type PublicFundraiser = {
  id: number
  slug: string
  name: string
  story: string | null
  goal_cents: number
  raised_cents: number
  donor_count: number
  photo_url: string | null
}

/** What the edit page shows of the page whose edit link this is (the link is not used up by looking). */
export type EditablePage = { name: string; goal_cents: number; story: string | null; has_photo: boolean; status: Fundraiser['status']; campaign_title: string; public_url: string | null }

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const approveFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fundraisers/{id}/approve',
  summary: 'Approve a confirmed fundraising page and its photo: public from now on',
  access: 'staff',
  role: 'fundraising',
  output: staffFundraiserSchema,
  answers: { 409: { description: 'The supporter has not confirmed their email yet' } },
})

export const signedFundraiserPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fundraisers/{id}/photo',
  summary: 'A fundraising page’s photo (pending or not) by the signed link the staff list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedFundraiserPhotoQuerySchema,
  file: { contentType: 'image/*', description: 'The image' },
})

export const rejectFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fundraisers/{id}/reject',
  summary: 'Reject a fundraising page: kept, never shown; its photo is deleted',
  access: 'staff',
  role: 'fundraising',
  output: staffFundraiserSchema,
})

export const listFundraisersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fundraisers',
  summary: 'Supporters’ fundraising pages by status (by default `pending`: confirmed, awaiting review)',
  access: 'staff',
  role: 'fundraising',
  query: fundraiserListQuerySchema,
  output: z.array(staffFundraiserSchema),
})

export const confirmFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/fundraisers/confirm',
  summary:
    'Confirm a fundraising page’s email with its mailed one-time link (sent when the supporter presses the button, so a mail scanner opening the link uses nothing up); the page then waits for staff',
  access: 'public',
  rateLimit: 'fundraiser',
  body: confirmFundraiserSchema,
  output: fundraiserStartedSchema,
  answers: { 404: { description: 'The link is unknown, used or expired' } },
})

export const requestFundraiserEditLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/fundraisers/edit-link',
  summary:
    'A supporter asks to edit their page: the confirmed page(s) of that email in the campaign (`campaign` slug) or with that `fundraiser` slug are mailed a one-time link, valid for one hour. The answer is the same whether or not there is such a page.',
  access: 'public',
  rateLimit: 'fundraiser',
  body: editLinkRequestSchema,
  status: 202,
  output: messageSchema,
})

export const editFundraiserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/fundraisers/edit',
  summary:
    'Save a fundraising page with its one-time edit link’s token, which the save uses up. A new goal or a removed photo keeps an approved page public; a new name or story sends it back to staff review.',
  access: 'public',
  rateLimit: 'fundraiser',
  body: editFundraiserSchema,
  output: fundraiserStartedSchema,
  answers: { 404: { description: 'The link is unknown, used or expired' } },
})

export const startFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/fundraisers',
  summary:
    'Start your own fundraising page on an open campaign (`campaign` is its slug): multipart with an optional `photo` (JPEG or PNG by content, under 10 MB), or JSON without one. The page is mailed a one-time link to confirm the email, then reviewed by staff before it shows. The answer is the same whatever pages the email already has.',
  access: 'public',
  rateLimit: 'fundraiser',
  multipart: { fields: startFundraiserSchema, file: 'photo', json: startFundraiserSchema },
  status: 201,
  output: fundraiserStartedSchema,
  answers: { 404: { description: 'No published campaign has that slug' } },
})
