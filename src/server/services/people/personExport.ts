import 'server-only'

import type { Payload } from 'payload'

import type { PersonExport } from '@/contracts/people'
import { addressHash, addressKey } from '@/lib/addressHash'
import { relationId } from '@/lib/relations'
import type {
  ContactMessage,
  Donation,
  DonorNote,
  DonorStatement,
  Fundraiser,
  GalleryPhoto,
  Remembrance,
  Rsvp,
  ScholarshipApplication,
  ScholarshipRecommendation,
  Ticket,
  TicketOrder,
  WaitlistEntry,
  Sponsorship,
} from '@/payload-types'

import { selectErasure } from '../../data/erasedAddresses'
import { selectErasedGifts, selectHeldBy, selectMailChoicesOf } from '../../data/people'
import type { Staff } from '../../domain/staff'
import { SIGNED_LINK_SECONDS } from '../../signedMedia'
import { recordStaffAction } from '../staff/staffActions'
import { recordAudit } from '@/plugins/audit/recordAudit'
import { type Expiry, fundraiserPhotoLink, galleryPhotoLink, remembrancePhotoLink, scholarshipFileLink } from './personFiles'
import { countsSummary, erasedDonorName } from './personRules'

// Everything the foundation holds about one email address, as one document (issue 44): found by
// the address as a person is keyed (trimmed, lower case) in every table that holds one
// (src/server/data/people.ts), read through Payload, files as links valid for an hour. An address
// erased before still finds the gifts kept for tax law under its erased donor's name. A bulk read
// of personal data: recorded in the audit trail as `people.export`, without the address.

type Gift = PersonExport['gifts'][number]

const orNull = <T>(value: T | null | undefined): T | null => value ?? null
/** A populated relation (a campaign, a round) by its id and title; null when empty or not populated. */
const titled = (value: number | { id: number; title?: string | null } | null | undefined): { id: number; title: string } | null =>
  value && typeof value === 'object' ? { id: value.id, title: value.title ?? '' } : null

function toGift(g: Donation): Gift {
  const fundraiser = g.fundraiser && typeof g.fundraiser === 'object' ? { id: g.fundraiser.id, name: g.fundraiser.name } : null
  const tribute = g.tribute?.kind
    ? {
        kind: g.tribute.kind,
        honoree_name: orNull(g.tribute.honoree_name),
        notify_name: orNull(g.tribute.notify_name),
        notify_email: orNull(g.tribute.notify_email),
        message: orNull(g.tribute.message),
        card_queued_at: orNull(g.tribute.card_queued_at),
        show_amount: Boolean(g.tribute.show_amount),
        remind_yearly: Boolean(g.tribute.remind_yearly),
        share_address: Boolean(g.tribute.share_address),
      }
    : null
  return {
    id: g.id,
    created_at: g.createdAt,
    received_on: orNull(g.received_on),
    amount_cents: g.amount_cents,
    currency: g.currency,
    status: g.status,
    method: g.method,
    is_recurring: Boolean(g.is_recurring),
    is_anonymous: Boolean(g.is_anonymous),
    donor_name: orNull(g.donor_name),
    donor_email: orNull(g.donor_email),
    donor_address: orNull(g.donor_address),
    dedication_note: orNull(g.dedication_note),
    check_number: orNull(g.check_number),
    campaign: titled(g.campaign),
    fundraiser,
    tribute,
    stripe_customer_id: orNull(g.stripe_customer_id),
  }
}

const toTributeNotice = (g: Donation): PersonExport['tribute_notices'][number] => ({
  gift_id: g.id,
  created_at: g.createdAt,
  kind: orNull(g.tribute?.kind),
  honoree_name: orNull(g.tribute?.honoree_name),
  notify_name: orNull(g.tribute?.notify_name),
  notify_email: orNull(g.tribute?.notify_email),
  card_queued_at: orNull(g.tribute?.card_queued_at),
})

const toStatement = (s: DonorStatement): PersonExport['statements'][number] => ({
  year: s.year,
  queued_at: orNull(s.queued_at),
  sent_at: orNull(s.sent_at),
  gifts_count: orNull(s.gifts_count),
  total_cents: orNull(s.total_cents),
})

function toRsvp(r: Rsvp): PersonExport['rsvps'][number] {
  const event = typeof r.event === 'object' && r.event ? { id: r.event.id, title: r.event.title, start_at: r.event.start_at } : null
  return { id: r.id, event, name: r.name, email: r.email, created_at: r.createdAt, reminded_at: orNull(r.reminded_at), thanked_at: orNull(r.thanked_at) }
}

const toMessage = (m: ContactMessage): PersonExport['messages'][number] => ({
  id: m.id,
  kind: m.kind,
  name: m.name,
  email: m.email,
  subject: orNull(m.subject),
  message: m.message,
  created_at: m.createdAt,
  read_at: orNull(m.read_at),
  handled_at: orNull(m.handled_at),
})

function toOrder(order: TicketOrder, tickets: Ticket[]): PersonExport['orders'][number] {
  const event = typeof order.event === 'object' ? order.event : null
  return {
    id: order.id,
    event: event ? { id: event.id, title: event.title, start_at: event.start_at } : null,
    status: order.status,
    buyer_name: order.buyer_name,
    items: order.items.map(({ label, quantity, seats, price_cents, value_cents }) => ({ label, quantity, seats, price_cents, value_cents })),
    tickets_cents: order.tickets_cents,
    donation_cents: order.donation_cents ?? 0,
    fee_covered_cents: order.fee_covered_cents ?? 0,
    charged_cents: order.charged_cents,
    created_at: order.createdAt,
    paid_at: orNull(order.paid_at),
    tickets: tickets
      .filter((t) => relationId(t.order) === order.id)
      .map((t) => ({ code: t.code, ticket: t.label, guest_name: orNull(t.guest_name), guest_email: orNull(t.guest_email), guest_note: orNull(t.guest_note), checked_in_at: orNull(t.checked_in_at) })),
  }
}

const toGuestTicket = (t: Ticket): PersonExport['guest_tickets'][number] => ({
  event: typeof t.event === 'object' ? t.event.title : null,
  ticket: t.label,
  guest_name: orNull(t.guest_name),
  guest_note: orNull(t.guest_note),
  checked_in_at: orNull(t.checked_in_at),
})

const toWaitlistPlace = (w: WaitlistEntry): PersonExport['waitlist'][number] => ({
  event: typeof w.event === 'object' ? w.event.title : null,
  ticket: w.ticket,
  name: w.name,
  quantity: w.quantity,
  status: w.status,
  joined_at: w.createdAt,
  offer_expires_at: orNull(w.offer_expires_at),
})

const toSponsorship = (s: Sponsorship): PersonExport['sponsorships'][number] => ({
  tier: typeof s.tier === 'object' ? s.tier.name : null,
  company: s.company,
  contact_name: s.contact_name,
  website: orNull(s.website),
  method: s.method,
  status: s.status,
  amount_cents: s.amount_cents,
  paid_at: orNull(s.paid_at),
})

const toNote = (n: DonorNote): PersonExport['donor_notes'][number] => ({ id: n.id, text: n.text, by: n.by ?? 'system', at: n.createdAt })

/** Every record the address holds, read through Payload by the ids the SQL found (none: no read). */
async function readHeld(payload: Payload, email: string) {
  const held = await selectHeldBy(payload, email)
  const erasure = await selectErasure(payload, addressHash(email))
  const mailChoices = await selectMailChoicesOf(payload, email)
  const erasedGifts = erasure?.donor_number ? await selectErasedGifts(payload, erasedDonorName(erasure.donor_number)) : []
  const gifts = [...new Set([...held.gifts, ...erasedGifts])]
  const read = { pagination: false, overrideAccess: true, sort: 'createdAt' } as const
  const of = <T>(ids: number[], find: (where: { id: { in: number[] } }) => Promise<{ docs: T[] }>) => (ids.length ? find({ id: { in: ids } }).then((found) => found.docs) : Promise.resolve([]))
  const [donations, notices, statements, rsvps, messages, remembrances, photos, fundraisers, applications, recommendations, notes, orders, orderTickets, guestTickets, waitlist, sponsorships] =
    await Promise.all([
      of(gifts, (where) => payload.find({ collection: 'donations', where, depth: 1, populate: { campaigns: { title: true }, fundraisers: { name: true } }, ...read })),
      of(held.tribute_notices, (where) => payload.find({ collection: 'donations', where, depth: 0, ...read })),
      of(held.statements, (where) => payload.find({ collection: 'donor-statements', where, depth: 0, ...read, sort: 'year' })),
      of(held.rsvps, (where) => payload.find({ collection: 'rsvps', where, depth: 1, populate: { events: { title: true, start_at: true } }, ...read })),
      of(held.messages, (where) => payload.find({ collection: 'contact-messages', where, depth: 0, ...read })),
      of(held.remembrances, (where) => payload.find({ collection: 'remembrances', where, depth: 0, ...read })),
      of(held.gallery_photos, (where) => payload.find({ collection: 'gallery-photos', where, depth: 0, ...read })),
      of(held.fundraisers, (where) => payload.find({ collection: 'fundraisers', where, depth: 1, populate: { campaigns: { title: true } }, ...read })),
      of(held.applications, (where) => payload.find({ collection: 'scholarship-applications', where, depth: 1, populate: { 'scholarship-rounds': { title: true } }, ...read })),
      of(held.recommendations, (where) => payload.find({ collection: 'scholarship-recommendations', where, depth: 1, populate: { 'scholarship-applications': { code: true } }, ...read })),
      of(held.donor_notes, (where) => payload.find({ collection: 'donor-notes', where, depth: 0, ...read, sort: '-createdAt' })),
      of(held.ticket_orders, (where) => payload.find({ collection: 'ticket-orders', where, depth: 1, populate: { events: { title: true, start_at: true } }, ...read })),
      of(held.ticket_orders, () => payload.find({ collection: 'tickets', where: { order: { in: held.ticket_orders } }, depth: 0, ...read, sort: 'id' })),
      of(held.guest_tickets, (where) => payload.find({ collection: 'tickets', where, depth: 1, populate: { events: { title: true } }, ...read, sort: 'id' })),
      of(held.waitlist_entries, (where) => payload.find({ collection: 'waitlist-entries', where, depth: 1, populate: { events: { title: true } }, ...read })),
      of(held.sponsorships, (where) => payload.find({ collection: 'sponsorships', where, depth: 1, populate: { 'sponsor-tiers': { name: true } }, ...read })),
    ])
  return {
    held,
    erasure,
    mailChoices,
    donations,
    notices,
    statements,
    rsvps,
    messages,
    remembrances,
    photos,
    fundraisers,
    applications,
    recommendations,
    notes,
    orders,
    orderTickets,
    guestTickets,
    waitlist,
    sponsorships,
  }
}

type Held = Awaited<ReturnType<typeof readHeld>>

/** The records with files, each file as a link that works until `expires`. */
function withLinks(found: Held, staff: Staff | null, expires: Expiry) {
  const remembrances = found.remembrances.map((r: Remembrance): PersonExport['remembrances'][number] => ({
    id: r.id,
    name: r.name,
    email: r.email,
    relationship: r.relationship,
    message: r.message,
    status: r.status,
    created_at: r.createdAt,
    published_at: orNull(r.published_at),
    consent_signed: Boolean(r.consent_signed),
    consent_ip: orNull(r.consent_ip),
    photo_url: r.photo ? remembrancePhotoLink(r.id, expires) : null,
  }))
  const galleryPhotos = found.photos.map((p: GalleryPhoto): PersonExport['gallery_photos'][number] => ({
    id: p.id,
    title: p.title,
    description: orNull(p.description),
    uploader_name: p.uploader_name,
    uploader_email: p.uploader_email,
    status: p.status,
    submitted_at: p.submitted_at,
    consent_signed: Boolean(p.consent_signed),
    consent_ip: orNull(p.consent_ip),
    photo_url: p.filename ? galleryPhotoLink(p.id, expires) : null,
  }))
  const fundraisers = found.fundraisers.map((f: Fundraiser): PersonExport['fundraisers'][number] => ({
    id: f.id,
    campaign: titled(f.campaign),
    slug: f.slug,
    name: f.name,
    email: f.email,
    goal_cents: f.goal_cents,
    story: orNull(f.story),
    status: f.status,
    created_at: f.createdAt,
    email_confirmed_at: orNull(f.email_confirmed_at),
    approved_at: orNull(f.approved_at),
    photo_url: f.photo ? fundraiserPhotoLink(f.id, expires) : null,
  }))
  const fileLink = (file: unknown) => {
    const id = relationId(file as number | { id: number } | null | undefined)
    // A scholarship file's link is bound to a staff member; a donor's own copy names the file without one.
    return id === null || !staff ? null : scholarshipFileLink(id, staff, expires)
  }
  const applications = found.applications.map((a: ScholarshipApplication): PersonExport['scholarship_applications'][number] => ({
    id: a.id,
    round: titled(a.round),
    code: orNull(a.code),
    name: a.name,
    email: orNull(a.email),
    phone: orNull(a.phone),
    school: a.school,
    graduation_year: orNull(a.graduation_year),
    essay: orNull(a.essay),
    status: a.status,
    decision: orNull(a.decision),
    created_at: a.createdAt,
    submitted_at: orNull(a.submitted_at),
    documents: (a.documents ?? []).map((d) => ({ key: d.key, filename: orNull(d.filename), uploaded_at: orNull(d.uploaded_at), url: fileLink(d.file) })),
  }))
  const recommendations = found.recommendations.map((r: ScholarshipRecommendation): PersonExport['recommendations'][number] => ({
    id: r.id,
    application_code: typeof r.application === 'object' && r.application ? orNull(r.application.code) : null,
    recommender_name: r.recommender_name,
    recommender_email: r.recommender_email,
    status: r.status,
    received_at: orNull(r.received_at),
    letter_text: orNull(r.letter_text),
    letter_url: fileLink(r.letter_file),
  }))
  return { remembrances, gallery_photos: galleryPhotos, fundraisers, scholarship_applications: applications, recommendations }
}

const linksIn = (document: PersonExport): number =>
  [
    ...document.remembrances.map((r) => r.photo_url),
    ...document.gallery_photos.map((p) => p.photo_url),
    ...document.fundraisers.map((f) => f.photo_url),
    ...document.scholarship_applications.flatMap((a) => a.documents.map((d) => d.url)),
    ...document.recommendations.map((r) => r.letter_url),
  ].filter(Boolean).length

/** Everything held about `email`, as one document, and what it counts; file links for `staff`, or (a donor's own copy) without scholarship files. */
async function personDocument(payload: Payload, staff: Staff | null, email: string, now: Date) {
  const key = addressKey(email)
  const found = await readHeld(payload, key)
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_LINK_SECONDS
  const gifts = found.donations.map(toGift)
  const document: PersonExport = {
    email: key,
    found: false,
    generated_at: now.toISOString(),
    links_expire_at: new Date(expires * 1000).toISOString(),
    donor: found.held.donor_id === null ? null : { id: found.held.donor_id, since: (found.held.donor_since ?? now).toISOString() },
    gifts,
    acknowledgements: found.donations
      .filter((g) => g.acknowledgement?.queued_at || g.acknowledgement?.sent_at)
      .map((g) => ({ gift_id: g.id, queued_at: orNull(g.acknowledgement?.queued_at), sent_at: orNull(g.acknowledgement?.sent_at), sent_by: orNull(g.acknowledgement?.sent_by) })),
    statements: found.statements.map(toStatement),
    tribute_notices: found.notices.map(toTributeNotice),
    rsvps: found.rsvps.map(toRsvp),
    messages: found.messages.map(toMessage),
    ...withLinks(found, staff, expires),
    donor_notes: found.notes.map(toNote),
    mail_choices: {
      no_event_reminders_since: found.held.no_reminders_since?.toISOString() ?? null,
      erased_at: found.erasure?.erased_at.toISOString() ?? null,
      mail_turned_off: found.mailChoices.turned_off.map((choice) => ({ kind: choice.kind, since: choice.since.toISOString() })),
      tribute_families: found.mailChoices.families.map((family) => ({ ...family, since: family.since.toISOString() })),
      anniversary_mails: found.mailChoices.anniversary_mails,
    },
    orders: found.orders.map((order) => toOrder(order, found.orderTickets)),
    guest_tickets: found.guestTickets.map(toGuestTicket),
    waitlist: found.waitlist.map(toWaitlistPlace),
    sponsorships: found.sponsorships.map(toSponsorship),
  }
  const counts = [
    [document.gifts.length, 'gift', 'gifts'],
    [document.statements.length, 'statement', 'statements'],
    [document.tribute_notices.length, 'tribute notice', 'tribute notices'],
    [document.rsvps.length, 'RSVP', 'RSVPs'],
    [document.messages.length, 'message', 'messages'],
    [document.remembrances.length, 'remembrance', 'remembrances'],
    [document.gallery_photos.length, 'gallery photo', 'gallery photos'],
    [document.fundraisers.length, 'fundraiser', 'fundraisers'],
    [document.scholarship_applications.length, 'scholarship application', 'scholarship applications'],
    [document.recommendations.length, 'recommendation letter', 'recommendation letters'],
    [document.donor_notes.length, 'donor note', 'donor notes'],
    [document.orders.length, 'ticket order', 'ticket orders'],
    [document.guest_tickets.length, 'ticket as a guest', 'tickets as a guest'],
    [document.waitlist.length, 'waitlist place', 'waitlist places'],
    [document.sponsorships.length, 'sponsorship', 'sponsorships'],
    [
      (document.mail_choices.no_event_reminders_since ? 1 : 0) +
        document.mail_choices.mail_turned_off.length +
        document.mail_choices.tribute_families.length +
        document.mail_choices.anniversary_mails.length,
      'mail choice',
      'mail choices',
    ],
  ] as const
  document.found = document.donor !== null || counts.some(([n]) => n > 0)
  return { document, found, counts, links: linksIn(document) }
}

/** Everything held about `email`, as one document; recorded in the audit trail (`people.export`, without the address). */
export async function exportPerson(payload: Payload, staff: Staff, email: string, now = new Date()): Promise<PersonExport> {
  const { document, found, counts, links } = await personDocument(payload, staff, email, now)
  await recordStaffAction(payload, {
    action: 'people.export',
    ...(found.held.donor_id !== null && { target: { collection: 'donors', id: found.held.donor_id } }),
    summary: `one person's data: ${countsSummary(counts, 'nothing held')}${links ? `; ${links} file ${links === 1 ? 'link' : 'links'} for an hour` : ''}${found.erasure ? ' (the address was erased before)' : ''}`,
  })
  return document
}

/**
 * A signed-in donor's own copy of everything held under their email ("Download my data" on
 * /giving): the same document staff export, but for staff's notes on the donor (their working
 * notes, given on a request to the foundation) and scholarship files (opened by staff only).
 * Recorded in the audit trail as `people.export.self`, without the address.
 */
export async function exportOwnData(payload: Payload, email: string, address: string, now = new Date()): Promise<PersonExport> {
  const { document, found, counts } = await personDocument(payload, null, email, now)
  await recordAudit(
    payload,
    {
      action: 'people.export.self',
      ...(found.held.donor_id !== null && { target: { collection: 'donors', id: found.held.donor_id } }),
      summary: `a donor downloaded their own data: ${countsSummary(counts, 'nothing held')}`,
    },
    { actor: { id: null, email: 'donor (signed in by email link)', address } },
  )
  return { ...document, donor_notes: [] }
}
