import * as z from 'zod/mini'

import { emailField } from './common'
import { defineEndpoint } from './endpoint'

// One person's data on request (issue 44): everything the foundation holds about one email
// address, as one JSON document, and its erasure. Admins only; every call is in the audit trail
// (docs/people.md).

export const PEOPLE_MESSAGES = {
  confirm: 'Erasing cannot be undone: send "confirm": true to erase everything held about this address.',
} as const

/** The erased donor's name on the gifts kept for tax law: "Erased donor #12". */
export const ERASED_DONOR_PREFIX = 'Erased donor #'

const int = () => z.number().check(z.int())
const text = () => z.nullable(z.string())
/** A link valid for an hour (the staff area's signed links), or null: no file. */
const link = () => z.nullable(z.string())

/** `?email=`: the address, trimmed and in lower case (however it was typed). */
export const personQuerySchema = z.object({ email: emailField() })

/** What an admin sends to erase an address: it, and `confirm: true`. */
export const eraseBodySchema = z.object({
  email: emailField(),
  confirm: z.literal(true, { error: PEOPLE_MESSAGES.confirm }),
})

const campaignRef = z.nullable(z.object({ id: int(), title: z.string() }))

/** A gift given from the address, with its tribute and its letter of thanks. */
export const personGiftSchema = z.object({
  id: int(),
  created_at: z.string(),
  /** A check's day it arrived (YYYY-MM-DD). */
  received_on: text(),
  amount_cents: int(),
  currency: z.string(),
  status: z.string(),
  method: z.string(),
  is_recurring: z.boolean(),
  is_anonymous: z.boolean(),
  donor_name: text(),
  donor_email: text(),
  donor_address: text(),
  dedication_note: text(),
  check_number: text(),
  campaign: campaignRef,
  fundraiser: z.nullable(z.object({ id: int(), name: z.string() })),
  tribute: z.nullable(
    z.object({
      kind: text(),
      honoree_name: text(),
      notify_name: text(),
      notify_email: text(),
      message: text(),
      card_queued_at: text(),
      // The donor's choices: the amount shown, a yearly reminder, the address shared with the family.
      show_amount: z.boolean(),
      remind_yearly: z.boolean(),
      share_address: z.boolean(),
    }),
  ),
  stripe_customer_id: text(),
})

/** A letter of thanks for a gift: queued, and sent by email or post. */
export const personAcknowledgementSchema = z.object({ gift_id: int(), queued_at: text(), sent_at: text(), sent_by: text() })

/** A year-end statement (donor_statements). */
export const personStatementSchema = z.object({ year: int(), queued_at: text(), sent_at: text(), gifts_count: z.nullable(int()), total_cents: z.nullable(int()) })

/** Someone else's gift that named the address for its tribute card: what the gift says of them, nothing of its donor. */
export const personTributeNoticeSchema = z.object({
  gift_id: int(),
  created_at: z.string(),
  kind: text(),
  honoree_name: text(),
  notify_name: text(),
  notify_email: text(),
  card_queued_at: text(),
})

export const personRsvpSchema = z.object({
  id: int(),
  event: z.nullable(z.object({ id: int(), title: z.string(), start_at: z.string() })),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  reminded_at: text(),
  thanked_at: text(),
})

export const personMessageSchema = z.object({
  id: int(),
  kind: z.string(),
  name: z.string(),
  email: z.string(),
  subject: text(),
  message: z.string(),
  created_at: z.string(),
  read_at: text(),
  handled_at: text(),
})

export const personRemembranceSchema = z.object({
  id: int(),
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  message: z.string(),
  status: z.string(),
  created_at: z.string(),
  published_at: text(),
  consent_signed: z.boolean(),
  consent_ip: text(),
  photo_url: link(),
})

export const personGalleryPhotoSchema = z.object({
  id: int(),
  title: z.string(),
  description: text(),
  uploader_name: z.string(),
  uploader_email: z.string(),
  status: z.string(),
  submitted_at: z.string(),
  consent_signed: z.boolean(),
  consent_ip: text(),
  photo_url: link(),
})

export const personFundraiserSchema = z.object({
  id: int(),
  campaign: campaignRef,
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  goal_cents: int(),
  story: text(),
  status: z.string(),
  created_at: z.string(),
  email_confirmed_at: text(),
  approved_at: text(),
  photo_url: link(),
})

export const personApplicationSchema = z.object({
  id: int(),
  round: z.nullable(z.object({ id: int(), title: z.string() })),
  code: text(),
  name: z.string(),
  email: text(),
  phone: text(),
  school: z.string(),
  graduation_year: z.nullable(int()),
  essay: text(),
  status: z.string(),
  decision: text(),
  created_at: z.string(),
  submitted_at: text(),
  documents: z.array(z.object({ key: z.string(), filename: text(), uploaded_at: text(), url: link() })),
})

/** A recommendation letter the address was asked to write. */
export const personRecommendationSchema = z.object({
  id: int(),
  application_code: text(),
  recommender_name: z.string(),
  recommender_email: z.string(),
  status: z.string(),
  received_at: text(),
  letter_text: text(),
  letter_url: link(),
})

export const personNoteSchema = z.object({ id: int(), text: z.string(), by: z.string(), at: z.string() })

/** What the address chose about mail, and whether it was erased before (and so receives none). */
export const personMailChoicesSchema = z.object({
  /** When it asked for no more event reminders and thank-yous, or null. */
  no_event_reminders_since: text(),
  /** When it was erased, or null: from then on no mail is sent to it. */
  erased_at: text(),
  /** The kinds of mail it turned off by a one-click unsubscribe (e.g. anniversary reminders), since when. */
  mail_turned_off: z.array(z.object({ kind: z.string(), since: z.string() })),
  /** The tribute pages whose gifts it is told of as the family, and how (each, daily, weekly). */
  tribute_families: z.array(z.object({ tribute: z.string(), digest: z.string(), since: z.string() })),
  /** The anniversary reminders mailed to it, by page and year. */
  anniversary_mails: z.array(z.object({ tribute: z.string(), year: int() })),
})

/** Everything held about one address. `found: false`: nothing (the lists are empty). */
const personTicketSchema = z.object({ code: z.string(), ticket: z.string(), guest_name: text(), guest_email: text(), guest_note: text(), checked_in_at: text() })

export const personOrderSchema = z.object({
  id: int(),
  event: z.nullable(z.object({ id: int(), title: z.string(), start_at: z.string() })),
  status: z.string(),
  buyer_name: z.string(),
  items: z.array(z.object({ label: z.string(), quantity: int(), seats: int(), price_cents: int(), value_cents: int() })),
  tickets_cents: int(),
  donation_cents: int(),
  fee_covered_cents: int(),
  charged_cents: int(),
  created_at: z.string(),
  paid_at: text(),
  tickets: z.array(personTicketSchema),
})

export const personGuestTicketSchema = z.object({ event: z.nullable(z.string()), ticket: z.string(), guest_name: text(), guest_note: text(), checked_in_at: text() })

export const personWaitlistSchema = z.object({
  event: z.nullable(z.string()),
  ticket: z.string(),
  name: z.string(),
  quantity: int(),
  status: z.string(),
  joined_at: z.string(),
  offer_expires_at: z.nullable(z.string()),
})

export const personSponsorshipSchema = z.object({
  tier: z.nullable(z.string()),
  company: z.string(),
  contact_name: z.string(),
  website: z.nullable(z.string()),
  method: z.string(),
  status: z.string(),
  amount_cents: int(),
  paid_at: z.nullable(z.string()),
})

export const personExportSchema = z.object({
  email: z.string(),
  found: z.boolean(),
  generated_at: z.string(),
  /** When the file links below stop working (an hour after `generated_at`). */
  links_expire_at: z.string(),
  /** The donor the address is (a stable id), or null. */
  donor: z.nullable(z.object({ id: int(), since: z.string() })),
  gifts: z.array(personGiftSchema),
  acknowledgements: z.array(personAcknowledgementSchema),
  statements: z.array(personStatementSchema),
  tribute_notices: z.array(personTributeNoticeSchema),
  rsvps: z.array(personRsvpSchema),
  messages: z.array(personMessageSchema),
  remembrances: z.array(personRemembranceSchema),
  gallery_photos: z.array(personGalleryPhotoSchema),
  fundraisers: z.array(personFundraiserSchema),
  scholarship_applications: z.array(personApplicationSchema),
  recommendations: z.array(personRecommendationSchema),
  donor_notes: z.array(personNoteSchema),
  mail_choices: personMailChoicesSchema,
  /** The address's ticket orders (as buyer), each with its tickets. */
  orders: z.array(personOrderSchema),
  /** Tickets of other buyers' orders naming the address as their guest. */
  guest_tickets: z.array(personGuestTicketSchema),
  /** Places on events' waitlists. */
  waitlist: z.array(personWaitlistSchema),
  /** Sponsorships bought or recorded under the address. */
  sponsorships: z.array(personSponsorshipSchema),
})
export type PersonExport = z.infer<typeof personExportSchema>

/** What an erasure did, kind by kind (a second erasure of the same address: all zeros). */
export const erasedCountsSchema = z.object({
  rsvps: int(),
  messages: int(),
  remembrances: int(),
  /** Remembrance photos deleted with their remembrances. */
  photos: int(),
  gallery_photos: int(),
  fundraisers: int(),
  fundraiser_photos: int(),
  donor_notes: int(),
  statements: int(),
  /** Its mail choices (reminders and mail turned off, a family's choices) and the marks of mail sent to it (anniversary reminders, thank-yous). */
  mail_choices: int(),
  /** Mail jobs whose input held the address (a manage-links mail, a /cms mail), waiting or done. */
  mail_jobs: int(),
  /** Gifts kept for tax law, the donor's name, email, address, dedication and tribute notice taken off. */
  gifts_anonymised: int(),
  /** Gifts older than GIFT_RECORDS_YEARS, deleted. */
  gifts_deleted: int(),
  /** Other donors' gifts whose tribute card was to be mailed to the address: its name and address taken off. */
  tribute_notices: int(),
  /** Ticket orders with money (paid, or being paid), kept for tax law under the erased name. */
  ticket_orders_anonymised: int(),
  /** Ticket orders without money (a hold that ran out, a failed start), deleted. */
  ticket_orders_deleted: int(),
  /** Tickets of anyone's order naming the address as their guest: the guest's name and email taken off. */
  guest_tickets: int(),
  /** Places on events' waitlists, deleted (an offer open to the address lapses with it). */
  waitlist_entries: int(),
  /** Paid sponsorships kept for tax law: the contact's name and address taken off (the company stays). */
  sponsorships_anonymised: int(),
  /** Sponsorships without money (a hold that ran out), deleted. */
  sponsorships_deleted: int(),
  stripe_customers_deleted: int(),
})
export type ErasedCounts = z.infer<typeof erasedCountsSchema>

export const erasureSchema = z.object({
  /** The SHA-256 of the address (trimmed, lower case): what the foundation keeps so no mail is sent to it again. */
  email_hash: z.string(),
  /** The donor's stable id, kept with a placeholder instead of the address, or null. */
  donor_id: z.nullable(int()),
  /** The name the kept gifts carry now ("Erased donor #12"), or null: no gift was kept. */
  erased_name: text(),
  done: erasedCountsSchema,
  /** What was kept and why, and what could not be done (Stripe unreachable, card giving off). */
  notes: z.array(z.string()),
})
export type Erasure = z.infer<typeof erasureSchema>

/** The signed link to a scholarship file in an export: the admin it was handed to is part of what is signed. */
export const signedPersonFileQuerySchema = z.object({
  staff: z.coerce.number().check(z.int()),
  expires: z.coerce.number().check(z.int()),
  signature: z.string(),
})

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const exportPersonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/people/export',
  summary:
    'Everything held about one email address (`?email=`, case and outer spaces ignored) as one document: gifts, letters and statements, tribute notices, RSVPs, messages, remembrances, gallery photos, fundraisers, scholarship applications and letters, donor notes, mail choices; files as links valid for an hour. `found: false` and empty lists when nothing is held. Admins; audited as `people.export`',
  access: 'staff',
  role: 'admin',
  query: personQuerySchema,
  output: personExportSchema,
})

export const erasePersonEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/people/erase',
  summary:
    'Erase one email address (`{email, confirm: true}`): RSVPs, messages, remembrances and their photos, gallery photos, fundraisers, donor notes, statements and mail choices deleted; gifts of the last GIFT_RECORDS_YEARS (7) kept for tax law without the donor’s name, email, address or dedication, older ones deleted; the donor’s Stripe customers deleted; no mail is sent to the address again. A second erasure does nothing. Admins; audited as `people.erase`',
  access: 'staff',
  role: 'admin',
  body: eraseBodySchema,
  output: erasureSchema,
})

export const signedPersonFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/people/files/{id}',
  summary:
    'A scholarship document or letter (PDF, as uploaded without its active content) by the signed link a person’s data export hands out, for an hour (no bearer token: the signature is the access); each opening is audited as the admin’s',
  access: 'signed-link',
  query: signedPersonFileQuerySchema,
  file: { contentType: 'application/pdf', description: 'The PDF' },
})
