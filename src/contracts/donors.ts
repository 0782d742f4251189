import * as z from 'zod/mini'

import { pageQuerySchema } from './api'
import { longText } from './common'
import { donationSchema } from './donations'
import { defineEndpoint } from './endpoint'

/**
 * A donor is one email address, trimmed and in lower case, with every gift given from it; staff
 * reach a donor by id only, so no address is ever in a URL. `monthly`: a monthly gift still
 * running; `lapsed`: gave before, but not in the last 18 months; `new`: a first gift in the last 90 days.
 */
export const DONOR_SEGMENTS = ['all', 'monthly', 'lapsed', 'new'] as const
export type DonorSegment = (typeof DONOR_SEGMENTS)[number]
export const LAPSED_AFTER_MONTHS = 18
export const NEW_WITHIN_DAYS = 90

const SEGMENT_MESSAGE = `Please choose one of: ${DONOR_SEGMENTS.join(', ')}`
const SEARCH_MAX = 200

/** `?q=&segment=`: part of a name or an email, and a segment (all by default). */
export const donorFilterSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, `At most ${SEARCH_MAX} characters.`))),
  segment: z._default(z.enum(DONOR_SEGMENTS, { error: SEGMENT_MESSAGE }), 'all'),
})
export type DonorFilter = z.output<typeof donorFilterSchema>
export const donorQuerySchema = z.extend(pageQuerySchema, donorFilterSchema.shape)

const int = () => z.number().check(z.int())

/** One donor as the list shows it: money is what the foundation kept (refunds and lost disputes out). */
export const donorSchema = z.object({
  id: int(),
  email: z.string(),
  /** The name on their latest gift that has one (null: no gift named them). */
  name: z.nullable(z.string()),
  /** Gifts given: succeeded, disputed, or refunded since. */
  gifts_count: int(),
  lifetime_cents: int(),
  first_gift_at: z.string(),
  last_gift_at: z.string(),
  /** The largest money kept of one gift. */
  largest_cents: int(),
  /** A monthly gift by card that is still running. */
  monthly_active: z.boolean(),
  lapsed: z.boolean(),
})
export type DonorOut = z.infer<typeof donorSchema>

/** A staff note on a donor: plain text, shown as text. */
export const donorNoteSchema = z.object({ id: int(), text: z.string(), by: z.string(), at: z.string() })
export type DonorNoteOut = z.infer<typeof donorNoteSchema>

export const DONOR_NOTE_MAX = 2000
/** What staff send to add a note (the form and the API alike). */
export const donorNoteBodySchema = z.object({ text: longText(1, DONOR_NOTE_MAX, 'Please write a note') })

/** One gift on the donor's page: as the donations list shows it, and when its acknowledgement was sent. */
export const donorGiftSchema = z.extend(donationSchema, { acknowledged_at: z.nullable(z.string()) })
export type DonorGiftOut = z.infer<typeof donorGiftSchema>

/**
 * A ticket order or sponsorship the donor paid for: `deductible_cents` is what of it counts in
 * their lifetime (the price above the fair market value of what they received, and any added gift).
 */
export const donorPurchaseSchema = z.object({
  kind: z.enum(['tickets', 'sponsorship']),
  id: int(),
  /** The event's title, or the sponsor tier's name. */
  what: z.string(),
  paid_at: z.string(),
  charged_cents: int(),
  deductible_cents: int(),
  refunded_cents: int(),
})
export type DonorPurchaseOut = z.infer<typeof donorPurchaseSchema>

/** A year-end giving statement sent to the donor. */
export const donorStatementSchema = z.object({ year: int(), sent_at: z.string() })

/** A donor's page: who, every gift (newest first, abandoned checkouts left out), tickets and sponsorships paid, statements sent, notes (newest first). */
export const donorDetailSchema = z.extend(donorSchema, {
  gifts: z.array(donorGiftSchema),
  purchases: z.array(donorPurchaseSchema),
  statements: z.array(donorStatementSchema),
  notes: z.array(donorNoteSchema),
})
export type DonorDetail = z.infer<typeof donorDetailSchema>

export const DONOR_CSV_COLUMNS = ['ID', 'Name', 'Email', 'Gifts', 'Lifetime', 'First Gift', 'Last Gift', 'Largest Gift', 'Monthly', 'Lapsed'] as const

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const exportDonorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors.csv',
  summary: 'The donors of `?q=&segment=` (as /api/admin/donors) as CSV; recorded in the audit trail',
  access: 'staff',
  role: 'fundraising',
  query: donorFilterSchema,
  file: { contentType: 'text/csv', description: `One row per donor: ${DONOR_CSV_COLUMNS.join(', ')}; named donors-YYYY-MM-DD.csv` },
})

export const getDonorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors/{id}',
  summary: 'A donor with every gift (anonymous ones too), when each was acknowledged, the tickets and sponsorships they paid for, the statements sent, and staff notes',
  access: 'staff',
  role: 'fundraising',
  output: donorDetailSchema,
})

export const addDonorNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/donors/{id}/notes',
  summary: 'Add a staff note to a donor (plain text, at most 2,000 characters; recorded in the audit trail)',
  access: 'staff',
  role: 'fundraising',
  body: donorNoteBodySchema,
  status: 201,
  output: donorNoteSchema,
})

export const listDonorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors',
  summary:
    'Donors (one per email, trimmed and in lower case), the latest giver first; `?q=` part of a name or email, `?segment=all|monthly|lapsed|new`, `?skip=&limit=` pages, the total in X-Total-Count. Money is what the foundation kept (refunds and lost disputes out)',
  access: 'staff',
  role: 'fundraising',
  query: donorQuerySchema,
  output: z.array(donorSchema),
})
