import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type {
  ContactMessage,
  Donation,
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

import { DONOR_KEY, GIFT_AT } from './donations'
import { columnName } from './sqlRow'

// The SQL of one person's data (src/server/services/people): which rows of each table hold one
// address, trimmed and in lower case however it was typed (`email` is always that key), and the
// erasure's writes that Payload's Local API cannot make in one statement (the gifts kept for tax
// law, the donor's placeholder, the plain tables). Every statement runs inside the Payload
// transaction of `req` when given one, else on its own. Reading a record's fields is Payload's
// (by the ids found here), so its types and hooks stay the collections'.

type Statement = ReturnType<typeof sql>

async function run<T>(payload: Payload, req: Partial<PayloadRequest> | undefined, statement: Statement): Promise<{ rows: T[]; rowCount: number | null }> {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req ? await req.transactionID : undefined
  const session = id === undefined ? undefined : adapter.sessions[String(id)]
  const result = session ? await session.db.execute(statement) : await adapter.drizzle.execute(statement)
  return result as unknown as { rows: T[]; rowCount: number | null }
}

/** A collection's table (Payload names it by its slug, hyphens as underscores). */
const table = (slug: CollectionSlug) => sql.raw(slug.replaceAll('-', '_'))
/** An address column as a person is keyed: trimmed, lower case; the field checked against the collection's type. */
const keyOf = <Doc>(field: keyof Doc & string) => sql.raw(`lower(btrim(${columnName(field)}))`)
/** The tribute's address to mail its card to (a group field: its column is `tribute_notify_email`). */
const TRIBUTE_NOTIFY = 'notify_email' satisfies keyof NonNullable<Donation['tribute']>
const ids = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** The ids of the rows that hold one address, by kind; `donor_id` its donor, if any. */
export type HeldRows = {
  donor_id: number | null
  donor_since: Date | null
  gifts: number[]
  tribute_notices: number[]
  statements: number[]
  rsvps: number[]
  messages: number[]
  remembrances: number[]
  gallery_photos: number[]
  fundraisers: number[]
  applications: number[]
  recommendations: number[]
  donor_notes: number[]
  /** Ticket orders the address bought (as their buyer). */
  ticket_orders: number[]
  /** Tickets of anyone's order naming the address as their guest. */
  guest_tickets: number[]
  /** Places on events' waitlists. */
  waitlist_entries: number[]
  /** Sponsorships the address bought or was recorded for. */
  sponsorships: number[]
  no_reminders_since: Date | null
}

type RawHeld = { [K in keyof HeldRows]: HeldRows[K] extends number[] ? (number | string)[] | null : HeldRows[K] extends Date | null ? Date | string | null : number | string | null }

const listOf = (values: (number | string)[] | null) => (values ?? []).map(Number)
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value))

/** Every row of every table that holds the address `email` (a key: trimmed, lower case), in one round trip. */
export async function selectHeldBy(payload: Payload, email: string, req?: Partial<PayloadRequest>): Promise<HeldRows> {
  const of = (slug: CollectionSlug, key: Statement) => sql`ARRAY(SELECT id FROM ${table(slug)} WHERE ${key} = ${email} ORDER BY id)`
  const { rows } = await run<RawHeld>(
    payload,
    req,
    sql`SELECT
      (SELECT id FROM donors WHERE email = ${email}) AS donor_id,
      (SELECT created_at FROM donors WHERE email = ${email}) AS donor_since,
      ${of('donations', sql.raw(DONOR_KEY))} AS gifts,
      ${of('donations', sql.raw(`lower(btrim(tribute_${TRIBUTE_NOTIFY}))`))} AS tribute_notices,
      ${of('donor-statements', keyOf<DonorStatement>('email'))} AS statements,
      ${of('rsvps', keyOf<Rsvp>('email'))} AS rsvps,
      ${of('contact-messages', keyOf<ContactMessage>('email'))} AS messages,
      ${of('remembrances', keyOf<Remembrance>('email'))} AS remembrances,
      ${of('gallery-photos', keyOf<GalleryPhoto>('uploader_email'))} AS gallery_photos,
      ${of('fundraisers', keyOf<Fundraiser>('email'))} AS fundraisers,
      ${of('scholarship-applications', keyOf<ScholarshipApplication>('email'))} AS applications,
      ${of('scholarship-recommendations', keyOf<ScholarshipRecommendation>('recommender_email'))} AS recommendations,
      ${of('ticket-orders', keyOf<TicketOrder>('buyer_email'))} AS ticket_orders,
      ${of('tickets', keyOf<Ticket>('guest_email'))} AS guest_tickets,
      ${of('waitlist-entries', keyOf<WaitlistEntry>('email'))} AS waitlist_entries,
      ${of('sponsorships', keyOf<Sponsorship>('email'))} AS sponsorships,
      ARRAY(SELECT n.id FROM donor_notes n JOIN donors d ON d.id = n.donor_id WHERE d.email = ${email} ORDER BY n.id) AS donor_notes,
      (SELECT min(created_at) FROM reminder_opt_outs WHERE lower(btrim(email)) = ${email}) AS no_reminders_since`,
  )
  const row = rows[0]!
  return {
    donor_id: row.donor_id === null ? null : Number(row.donor_id),
    donor_since: dateOf(row.donor_since),
    gifts: listOf(row.gifts),
    tribute_notices: listOf(row.tribute_notices),
    statements: listOf(row.statements),
    rsvps: listOf(row.rsvps),
    messages: listOf(row.messages),
    remembrances: listOf(row.remembrances),
    gallery_photos: listOf(row.gallery_photos),
    fundraisers: listOf(row.fundraisers),
    applications: listOf(row.applications),
    recommendations: listOf(row.recommendations),
    donor_notes: listOf(row.donor_notes),
    ticket_orders: listOf(row.ticket_orders),
    guest_tickets: listOf(row.guest_tickets),
    waitlist_entries: listOf(row.waitlist_entries),
    sponsorships: listOf(row.sponsorships),
    no_reminders_since: dateOf(row.no_reminders_since),
  }
}

/** The gifts an erasure kept under `name` ("Erased donor #12"): no email, that name. */
export async function selectErasedGifts(payload: Payload, name: string): Promise<number[]> {
  const { rows } = await run<{ id: number }>(payload, undefined, sql`SELECT id FROM donations WHERE donor_email IS NULL AND donor_name = ${name} ORDER BY id`)
  return rows.map((row) => Number(row.id))
}

/** A gift of the address as the erasure judges it: when it was given (GIFT_AT), its Stripe customer and its history. */
export type GiftToErase = { id: number; given_at: Date; stripe_customer_id: string | null; campaign_id: number | null; history: unknown }

/** The address's gifts, locked for the erasure's transaction. */
export async function selectGiftsToErase(payload: Payload, req: Partial<PayloadRequest>, email: string): Promise<GiftToErase[]> {
  const { rows } = await run<Omit<GiftToErase, 'given_at'> & { given_at: Date | string }>(
    payload,
    req,
    sql`SELECT id, ${sql.raw(GIFT_AT)} AS given_at, stripe_customer_id, campaign_id, history FROM donations WHERE ${sql.raw(DONOR_KEY)} = ${email} ORDER BY id FOR UPDATE`,
  )
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    campaign_id: row.campaign_id === null ? null : Number(row.campaign_id),
    given_at: new Date(row.given_at),
    // jsonb, parsed by the driver (text only if a driver hands it back unparsed).
    history: typeof row.history === 'string' ? JSON.parse(row.history) : row.history,
  }))
}

/**
 * Gifts kept for tax law, without their donor: named `name`, and no email, address, dedication,
 * tribute notice (to whom the card went) or tribute message; anonymous on public lists. How many.
 */
export async function anonymiseGifts(payload: Payload, req: Partial<PayloadRequest>, giftIds: readonly number[], name: string): Promise<number> {
  if (giftIds.length === 0) return 0
  const { rowCount } = await run(
    payload,
    req,
    sql`UPDATE donations SET donor_name = ${name}, donor_email = NULL, donor_address = NULL, dedication_note = NULL,
          tribute_notify_name = NULL, tribute_notify_email = NULL, tribute_message = NULL, is_anonymous = true, updated_at = now()
        WHERE id IN (${ids(giftIds)})`,
  )
  return rowCount ?? 0
}

/** A check's history, rewritten (the donor's values in its corrections taken out). */
export async function updateGiftHistory(payload: Payload, req: Partial<PayloadRequest>, giftId: number, history: unknown): Promise<void> {
  await run(payload, req, sql`UPDATE donations SET history = ${JSON.stringify(history)}::jsonb WHERE id = ${giftId}`)
}

/** Gifts deleted (those older than the records the law asks for). How many. */
export async function deleteGifts(payload: Payload, req: Partial<PayloadRequest>, giftIds: readonly number[]): Promise<number> {
  if (giftIds.length === 0) return 0
  const { rowCount } = await run(payload, req, sql`DELETE FROM donations WHERE id IN (${ids(giftIds)})`)
  return rowCount ?? 0
}

/** Other donors' gifts whose tribute card was to be mailed to the address: the name and address taken off. How many. */
export async function clearTributeNotices(payload: Payload, req: Partial<PayloadRequest>, giftIds: readonly number[]): Promise<number> {
  if (giftIds.length === 0) return 0
  const { rowCount } = await run(payload, req, sql`UPDATE donations SET tribute_notify_name = NULL, tribute_notify_email = NULL, updated_at = now() WHERE id IN (${ids(giftIds)})`)
  return rowCount ?? 0
}

/**
 * The address's ticket orders, locked for the erasure: those with money (paid, or being paid)
 * are kept for tax law like gifts, under `name` and a placeholder address; the others (a hold run
 * out, a failed start) are deleted with their lines. How many of each.
 */
export async function eraseTicketOrders(payload: Payload, req: Partial<PayloadRequest>, orderIds: readonly number[], name: string, placeholder: string): Promise<{ kept: number; deleted: number }> {
  if (orderIds.length === 0) return { kept: 0, deleted: 0 }
  const kept = await run(
    payload,
    req,
    sql`UPDATE ticket_orders SET buyer_name = ${name}, buyer_email = ${placeholder}, updated_at = now() WHERE id IN (${ids(orderIds)}) AND status IN ('paid', 'held')`,
  )
  const deleted = await run(payload, req, sql`DELETE FROM ticket_orders WHERE id IN (${ids(orderIds)}) AND status NOT IN ('paid', 'held')`)
  return { kept: kept.rowCount ?? 0, deleted: deleted.rowCount ?? 0 }
}

/** The orders of `orderIds` that hold money (paid, or being paid): kept by an erasure. */
export async function countTicketOrdersKept(payload: Payload, req: Partial<PayloadRequest>, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0
  const { rows } = await run<{ n: number }>(payload, req, sql`SELECT count(*)::int AS n FROM ticket_orders WHERE id IN (${ids(orderIds)}) AND status IN ('paid', 'held')`)
  return rows[0]?.n ?? 0
}

/**
 * The address's sponsorships: paid ones are kept for tax law (the company stays; the contact's
 * name and address give way to `name` and a placeholder), the others deleted. How many of each.
 */
export async function eraseSponsorships(
  payload: Payload,
  req: Partial<PayloadRequest>,
  sponsorshipIds: readonly number[],
  name: string,
  placeholder: string,
): Promise<{ kept: number; deleted: number }> {
  if (sponsorshipIds.length === 0) return { kept: 0, deleted: 0 }
  const kept = await run(payload, req, sql`UPDATE sponsorships SET contact_name = ${name}, email = ${placeholder}, updated_at = now() WHERE id IN (${ids(sponsorshipIds)}) AND status = 'paid'`)
  const deleted = await run(payload, req, sql`DELETE FROM sponsorships WHERE id IN (${ids(sponsorshipIds)}) AND status <> 'paid'`)
  return { kept: kept.rowCount ?? 0, deleted: deleted.rowCount ?? 0 }
}

/** The sponsorships of `sponsorshipIds` that are paid: kept by an erasure. */
export async function countSponsorshipsKept(payload: Payload, req: Partial<PayloadRequest>, sponsorshipIds: readonly number[]): Promise<number> {
  if (sponsorshipIds.length === 0) return 0
  const { rows } = await run<{ n: number }>(payload, req, sql`SELECT count(*)::int AS n FROM sponsorships WHERE id IN (${ids(sponsorshipIds)}) AND status = 'paid'`)
  return rows[0]?.n ?? 0
}

/** Tickets naming the address as their guest: the guest's name, email and note taken off (the seat stays). */
export async function clearTicketGuests(payload: Payload, req: Partial<PayloadRequest>, ticketIds: readonly number[]): Promise<number> {
  if (ticketIds.length === 0) return 0
  const { rowCount } = await run(payload, req, sql`UPDATE tickets SET guest_name = NULL, guest_email = NULL, guest_note = NULL, updated_at = now() WHERE id IN (${ids(ticketIds)})`)
  return rowCount ?? 0
}

/** The donor keeps its id; its email becomes `placeholder` (the unique index holds, and no address is left). */
export async function replaceDonorEmail(payload: Payload, req: Partial<PayloadRequest>, donorId: number, placeholder: string): Promise<void> {
  await run(payload, req, sql`UPDATE donors SET email = ${placeholder}, updated_at = now() WHERE id = ${donorId}`)
}

/** A number from the donors' own sequence, for gifts whose address has no donor: never another donor's id. */
export async function newDonorNumber(payload: Payload, req: Partial<PayloadRequest>): Promise<number> {
  const { rows } = await run<{ n: number | string }>(payload, req, sql`SELECT nextval(pg_get_serial_sequence('donors', 'id')) AS n`)
  return Number(rows[0]!.n)
}

export type MailChoicesOf = {
  turned_off: { kind: string; since: Date }[]
  families: { tribute: string; digest: string; since: Date }[]
  anniversary_mails: { tribute: string; year: number }[]
}

/** What the address chose about the site's mail (plain tables of their own), for its export. */
export async function selectMailChoicesOf(payload: Payload, email: string): Promise<MailChoicesOf> {
  const { rows } = await run<MailChoicesOf>(
    payload,
    undefined,
    sql`SELECT
      coalesce((SELECT json_agg(json_build_object('kind', kind, 'since', created_at) ORDER BY kind) FROM mail_opt_outs WHERE lower(btrim(email)) = ${email}), '[]') AS turned_off,
      coalesce((SELECT json_agg(json_build_object('tribute', t.name, 'digest', f.digest, 'since', f.created_at) ORDER BY f.id)
                FROM tribute_families f JOIN tributes t ON t.id = f.tribute_id WHERE lower(btrim(f.email)) = ${email}), '[]') AS families,
      coalesce((SELECT json_agg(json_build_object('tribute', t.name, 'year', a.year) ORDER BY a.id)
                FROM anniversary_reminders a JOIN tributes t ON t.id = a.tribute_id WHERE lower(btrim(a.email)) = ${email}), '[]') AS anniversary_mails`,
  )
  const row = rows[0]!
  return {
    turned_off: row.turned_off.map((choice) => ({ kind: choice.kind, since: new Date(choice.since) })),
    families: row.families.map((family) => ({ ...family, since: new Date(family.since) })),
    anniversary_mails: row.anniversary_mails,
  }
}

/**
 * The address's mail choices and the marks of what was mailed to it: reminders and mail turned off,
 * the anniversary mails sent, a family's choices for a tribute page (their thank-yous with them),
 * a family's thank-you to it. How many.
 */
export async function deleteMailChoices(payload: Payload, req: Partial<PayloadRequest>, email: string): Promise<number> {
  let count = 0
  for (const table of ['reminder_opt_outs', 'mail_opt_outs', 'anniversary_reminders', 'tribute_families', 'tribute_thanks_mails']) {
    const { rowCount } = await run(payload, req, sql`DELETE FROM ${sql.identifier(table)} WHERE lower(btrim(email)) = ${email}`)
    count += rowCount ?? 0
  }
  return count
}

/**
 * Mail jobs (Payload's `payload_jobs`, their log with them) whose input holds the address itself
 * (a manage-links mail's `email`, a /cms mail's `mail.to`), waiting, failed or done; one running
 * now is left to finish (sendMail sends it nothing). How many.
 */
export async function deleteMailJobsTo(payload: Payload, req: Partial<PayloadRequest>, email: string): Promise<number> {
  const { rowCount } = await run(
    payload,
    req,
    sql`DELETE FROM payload_jobs WHERE NOT coalesce(processing, false)
          AND (lower(btrim(input->>'email')) = ${email} OR lower(btrim(input->'mail'->>'to')) = ${email})`,
  )
  return rowCount ?? 0
}
