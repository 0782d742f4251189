import * as z from 'zod/mini'

import { messageSchema } from './api'
import { logoFileProblem } from './photo'
import { cents, emailField, flag, jsonObject, optionalHttpUrl, requiredText } from './common'
import { defineEndpoint } from './endpoint'

export const BENEFITS_MESSAGE = 'Benefits must be a JSON object'
export const NO_BENEFITS = { benefits: [] }

/** The rules of a sponsor tier's fields, for the staff API, the staff dialog and /cms alike. */
export const sponsorTierFields = {
  name: requiredText('Name is required', 200),
  amount_cents: cents(0, 100_000_000, { invalid: 'Amount must be a valid number' }),
  benefits_json: z._default(jsonObject(BENEFITS_MESSAGE), NO_BENEFITS),
  is_active: z._default(flag(), true),
  /** How many can be sold (1 for a presenting sponsor); empty for no limit. */
  quantity: z.pipe(
    z.optional(
      z.nullable(
        z
          .number({ error: 'How many can be sold is a whole number from 1 to 1,000, or empty' })
          .check(
            z.int('How many can be sold is a whole number from 1 to 1,000, or empty'),
            z.gte(1, 'How many can be sold is a whole number from 1 to 1,000, or empty'),
            z.lte(1_000, 'How many can be sold is a whole number from 1 to 1,000, or empty'),
          ),
      ),
    ),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
  /** The fair market value of the tier's benefits (a table at the gala), 0 when it gives no goods. */
  value_cents: z._default(cents(0, 100_000_000, { invalid: 'The fair market value must be a valid number' }), 0),
  /** Sold online from the Sponsors page ("Become a sponsor"). */
  purchasable: z._default(flag(), false),
}

export const TIER_VALUE_MESSAGE = 'The fair market value cannot be more than the amount'

export const sponsorTierInputSchema = z.object(sponsorTierFields).check(z.refine((tier) => tier.value_cents <= tier.amount_cents, { message: TIER_VALUE_MESSAGE, path: ['value_cents'] }))

export const sponsorTierSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  amount_cents: z.number().check(z.int()),
  benefits_json: z.record(z.string(), z.unknown()),
  is_active: z.boolean(),
  quantity: z.nullable(z.number().check(z.int())),
  value_cents: z.number().check(z.int()),
  purchasable: z.boolean(),
  /** What is left to sell (null: no limit), counting sponsorships paid or being paid. */
  remaining: z.nullable(z.number().check(z.int())),
  sold_out: z.boolean(),
})
export type SponsorTierOut = z.infer<typeof sponsorTierSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const updateSponsorTierEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/sponsors/admin/{id}',
  summary: 'Update a tier',
  access: 'staff',
  role: 'content',
  body: sponsorTierInputSchema,
  output: sponsorTierSchema,
})

export const deleteSponsorTierEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/sponsors/admin/{id}',
  summary: 'Delete a tier',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})

export const listAllSponsorTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sponsors/admin',
  summary: 'All sponsor tiers',
  access: 'staff',
  role: 'content',
  output: z.array(sponsorTierSchema),
})

export const createSponsorTierEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sponsors/admin',
  summary: 'Create a tier',
  access: 'staff',
  role: 'content',
  body: sponsorTierInputSchema,
  status: 201,
  output: sponsorTierSchema,
})

export const listActiveSponsorTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sponsors',
  summary: 'Active sponsor tiers',
  access: 'public',
  output: z.array(sponsorTierSchema),
  cache: 'public',
})

// Sponsorships bought online (issue 45, docs/tickets.md "Sponsorships").

export const TIER_HAS_SPONSORS = 'This tier has sponsors, whose receipts refer to it: make it inactive instead.'
export const SPONSOR_TIER_SOLD_OUT = 'This sponsorship is sold out.'
export const SPONSOR_TIER_NOT_FOR_SALE = 'This sponsorship is not sold online. Please write to us.'
export const SPONSOR_LOGO_LINK_DEAD = 'This logo link does not work any more. Please write to us and we will add your logo.'

/** What "Become a sponsor" sends: the company and who to thank. The server prices it from the tier. */
export const purchaseSponsorshipSchema = z.object({
  company: requiredText('Company name is required', 200),
  contact_name: requiredText('Name is required', 200),
  email: emailField(),
  website: optionalHttpUrl(),
  /** The honeypot: filled in, 400 and nothing held. */
  website_url: z.optional(z.string().check(z.maxLength(500))),
  human_check: z.optional(z.string().check(z.maxLength(10_000))),
})
export type PurchaseSponsorshipInput = z.input<typeof purchaseSponsorshipSchema>

/** The "Become a sponsor" form in the browser: the same fields; the honeypot is `website_url`. */
export const sponsorFormSchema = z.object({
  company: purchaseSponsorshipSchema.shape.company,
  contact_name: purchaseSponsorshipSchema.shape.contact_name,
  email: purchaseSponsorshipSchema.shape.email,
  website: z.string().check(
    z.maxLength(2000, 'Please enter a valid URL'),
    z.refine((value: string) => !value.trim() || /^https?:\/\/\S+$/i.test(value.trim()), 'Please enter a valid URL'),
  ),
  website_url: purchaseSponsorshipSchema.shape.website_url,
})
export type SponsorForm = z.input<typeof sponsorFormSchema>

export const sponsorshipStartedSchema = z.object({ sponsorship_id: z.number().check(z.int()), client_secret: z.string(), charged_cents: z.number().check(z.int()) })

/** A sponsor as the Sponsors page shows it: approved, paid, by tier. */
export const publicSponsorSchema = z.object({ company: z.string(), website: z.nullable(z.string()), logo_url: z.nullable(z.string()), tier: z.string() })
export type PublicSponsor = z.infer<typeof publicSponsorSchema>

export const staffSponsorshipSchema = z.object({
  id: z.number(),
  tier: z.string(),
  company: z.string(),
  contact_name: z.string(),
  email: z.string(),
  website: z.nullable(z.string()),
  method: z.string(),
  status: z.string(),
  amount_cents: z.number(),
  value_cents: z.number(),
  approved: z.boolean(),
  /** The logo's public address once approved; `has_logo`: the sponsor sent one. */
  logo_url: z.nullable(z.string()),
  has_logo: z.boolean(),
  /** A short-lived signed link to the logo sent, approved or not, for staff to look at before approving. */
  logo_preview_url: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
})
export type StaffSponsorship = z.infer<typeof staffSponsorshipSchema>

/** A sponsorship paid by check, as staff record it: the tier's amount unless another is given. */
export const recordSponsorshipSchema = z.object({
  tier: z.number({ error: 'Choose a tier' }).check(z.int('Choose a tier')),
  company: purchaseSponsorshipSchema.shape.company,
  contact_name: purchaseSponsorshipSchema.shape.contact_name,
  email: purchaseSponsorshipSchema.shape.email,
  website: purchaseSponsorshipSchema.shape.website,
})

/** The logo form in the browser: one image (the server checks its content again). */
export const sponsorLogoFormSchema = z.object({
  logo: z.custom<FileList | null>().check(
    z.superRefine((files: FileList | null, ctx) => {
      const problem = logoFileProblem(files?.[0])
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  ),
})

export const sponsorLogoFieldsSchema = z.object({ token: z.string({ error: SPONSOR_LOGO_LINK_DEAD }).check(z.maxLength(100, SPONSOR_LOGO_LINK_DEAD)) })

export const purchaseSponsorshipEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sponsors/{id}/purchase',
  summary:
    'Become a sponsor of a purchasable tier: the server prices it from the tier and holds one of its places while the card is paid (the donate page’s card step); paid by the webhook, which mails the receipt with its disclosure and a link to upload the logo',
  access: 'public',
  rateLimit: 'checkout',
  headers: { 'Idempotency-Key': 'One key per attempt: every copy of the request with it gets the first one’s answer.' },
  body: purchaseSponsorshipSchema,
  status: 201,
  output: sponsorshipStartedSchema,
  answers: {
    400: { description: 'The hidden `website_url` field filled in (nothing held)' },
    404: { description: 'No such active tier' },
    409: { description: 'Sold out, or not sold online' },
    428: { description: 'While the card-testing guard is up, a human check comes first' },
    503: { description: 'Card payments are not available now' },
  },
})

export const uploadSponsorLogoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sponsors/logo',
  summary: 'A paid sponsor’s logo (PNG, JPEG or WebP by content, through the image path every upload takes), by the link in their receipt (`token`); shown once content staff approve the sponsor',
  access: 'public',
  rateLimit: 'gallery-submit',
  multipart: { fields: sponsorLogoFieldsSchema, file: 'logo', fileRequired: true },
  output: messageSchema,
  answers: { 404: { description: 'The link does not work' } },
})

export const listSponsorshipsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sponsorships',
  summary: 'Every sponsorship, newest first: paid by card or check, held, expired; approved or waiting (audited: personal data in bulk)',
  access: 'staff',
  role: 'tickets',
  output: z.array(staffSponsorshipSchema),
})

export const recordSponsorshipEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sponsorships',
  summary: 'Record a sponsorship paid by check (the tier’s amount); its sponsor is mailed the receipt and the logo link',
  access: 'staff',
  role: 'tickets',
  body: recordSponsorshipSchema,
  status: 201,
  output: staffSponsorshipSchema,
  answers: { 409: { description: 'The tier is sold out' }, 404: { description: 'No such tier' } },
})

/** The query of a signed link to a sponsor's logo (the staff list hands it out). */
export const signedSponsorLogoQuerySchema = z.object({ expires: z.coerce.number().check(z.int()), signature: z.string() })

export const sponsorshipLogoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sponsorships/{id}/logo',
  summary: 'A sponsor’s logo (waiting for approval or not) by the signed link the staff list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedSponsorLogoQuerySchema,
  file: { contentType: 'image/*', description: 'The logo' },
})

export const approveSponsorshipEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sponsorships/{id}/approve',
  summary: 'Approve a paid sponsor: shown under "Our sponsors" on /sponsors with its logo (audited)',
  access: 'staff',
  role: 'content',
  output: staffSponsorshipSchema,
  answers: { 409: { description: 'Not paid' } },
})
