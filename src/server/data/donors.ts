import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'
import { type DonorFilter, LAPSED_AFTER_MONTHS, NEW_WITHIN_DAYS } from '@/contracts/donors'

import { DONOR_KEY, GIFT_AT, GIVEN_STATUSES, MONEY_KEPT, MONEY_STATUSES } from './donations'

// The `donors` table (the collection src/collections/Donors: an id per normalised email) and what
// is counted of each donor from the gifts (`donations`) when read.

const TABLE = 'donors' satisfies CollectionSlug
const DONATIONS = 'donations' satisfies CollectionSlug

/** A donor as the list reads it: bigints (money) are text, timestamps Dates. */
export type DonorRow = {
  id: number
  email: string
  name: string | null
  gifts_count: number
  lifetime_cents: string
  first_gift_at: Date
  last_gift_at: Date
  largest_cents: string
  monthly_active: boolean
  lapsed: boolean
}

/**
 * A paid ticket order counts in its buyer's record by its deductible part (issue 45): each
 * ticket's price above its fair market value, for the tickets not refunded, and the added gift.
 */
const TICKET_ORDER_GIFTS = `SELECT lower(btrim(o.buyer_email)) AS email, o.id, o.buyer_name AS donor_name, o.paid_at AS at,
      (coalesce((SELECT sum((i.price_cents - i.value_cents) * (i.quantity - i.refunded)) FROM ticket_orders_items i WHERE i._parent_id = o.id), 0) + o.donation_cents) AS kept,
      true AS keeps
    FROM ticket_orders o WHERE o.status = 'paid' AND o.paid_at IS NOT NULL`

/** A paid sponsorship (by card or check) counts in its contact's record the same way: its amount above its benefits' value. */
const SPONSORSHIP_GIFTS = `SELECT lower(btrim(s.email)) AS email, s.id, s.contact_name AS donor_name, s.paid_at AS at,
      greatest(s.amount_cents - s.value_cents, 0) AS kept, true AS keeps
    FROM sponsorships s WHERE s.status = 'paid' AND s.paid_at IS NOT NULL`

/**
 * Each donor's given gifts (and paid ticket orders and sponsorships, by their deductible part) counted (gifts given, money kept by MONEY_KEPT over MONEY_STATUSES,
 * first, last and largest), their name from their latest named gift, and whether a monthly gift of
 * theirs is still running: the first row of its subscription (where a cancellation is recorded)
 * paid and not canceled, as src/server/data/donations.ts's selectRunningSubscriptionIds reads it.
 */
const DONORS = `WITH gifts AS (
    SELECT ${DONOR_KEY} AS email, id, donor_name, ${GIFT_AT} AS at, ${MONEY_KEPT} AS kept, ${MONEY_STATUSES} AS keeps
    FROM ${DONATIONS} WHERE ${GIVEN_STATUSES} AND donor_email IS NOT NULL
    UNION ALL
    ${TICKET_ORDER_GIFTS}
    UNION ALL
    ${SPONSORSHIP_GIFTS}
  ), totals AS (
    SELECT email, count(*)::int AS gifts_count, coalesce(sum(kept) FILTER (WHERE keeps), 0)::bigint AS lifetime_cents,
           min(at) AS first_gift_at, max(at) AS last_gift_at, coalesce(max(kept) FILTER (WHERE keeps), 0)::bigint AS largest_cents
    FROM gifts GROUP BY email
  ), names AS (
    SELECT DISTINCT ON (email) email, btrim(donor_name) AS name FROM gifts WHERE btrim(coalesce(donor_name, '')) <> '' ORDER BY email, at DESC, id DESC
  ), monthly AS (
    SELECT DISTINCT email FROM (
      SELECT DISTINCT ON (stripe_subscription_id) ${DONOR_KEY} AS email, subscription_canceled_at, status FROM ${DONATIONS}
      WHERE method = 'card' AND is_recurring AND stripe_subscription_id IS NOT NULL
      ORDER BY stripe_subscription_id, created_at, id
    ) first_rows
    WHERE subscription_canceled_at IS NULL AND status IN ('succeeded', 'refunded') AND email IS NOT NULL
  ), donor_rows AS (
    SELECT d.id, d.email, n.name, t.gifts_count, t.lifetime_cents, t.first_gift_at, t.last_gift_at, t.largest_cents,
           (m.email IS NOT NULL) AS monthly_active, (t.last_gift_at < now() - interval '${LAPSED_AFTER_MONTHS} months') AS lapsed,
           (t.first_gift_at >= now() - interval '${NEW_WITHIN_DAYS} days') AS is_new
    FROM ${TABLE} d JOIN totals t ON t.email = d.email LEFT JOIN names n ON n.email = d.email LEFT JOIN monthly m ON m.email = d.email
  )`

const COLUMNS = 'id, email, name, gifts_count, lifetime_cents, first_gift_at, last_gift_at, largest_cents, monthly_active, lapsed'
const SEGMENTS: Record<DonorFilter['segment'], string> = { all: 'TRUE', monthly: 'monthly_active', lapsed: 'lapsed', new: 'is_new' }

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The filter's condition on `donor_rows` and its one parameter: the search, in lower case, or null. */
function where(filter: DonorFilter): { condition: string; search: string | null } {
  const search = filter.q ? `%${likeLiteral(filter.q.toLowerCase())}%` : null
  return { condition: `${SEGMENTS[filter.segment]} AND ($1::text IS NULL OR email LIKE $1 OR lower(name) LIKE $1)`, search }
}

/** Donors of the filter, the latest giver first, from `skip`; all the rest when `limit` is undefined. */
export async function selectDonorsPage(payload: Payload, filter: DonorFilter, skip: number, limit: number | undefined): Promise<DonorRow[]> {
  const { condition, search } = where(filter)
  const { rows } = await poolOf(payload).query<DonorRow>(`${DONORS} SELECT ${COLUMNS} FROM donor_rows WHERE ${condition} ORDER BY last_gift_at DESC, id DESC OFFSET $2 LIMIT $3`, [
    search,
    skip,
    limit ?? null,
  ])
  return rows
}

export async function countDonors(payload: Payload, filter: DonorFilter): Promise<number> {
  const { condition, search } = where(filter)
  const { rows } = await poolOf(payload).query<{ total: number }>(`${DONORS} SELECT count(*)::int AS total FROM donor_rows WHERE ${condition}`, [search])
  return rows[0]?.total ?? 0
}

/** One donor with gifts given, or undefined. */
export async function selectDonorById(payload: Payload, id: number): Promise<DonorRow | undefined> {
  const { rows } = await poolOf(payload).query<DonorRow>(`${DONORS} SELECT ${COLUMNS} FROM donor_rows WHERE id = $1`, [id])
  return rows[0]
}

/** A paid ticket order or sponsorship of a donor, as their page lists it. */
export type DonorPurchaseRow = {
  kind: 'tickets' | 'sponsorship'
  id: number
  what: string
  paid_at: Date
  /** numeric columns: text, as pg reads them. */
  charged_cents: string
  deductible_cents: string
  refunded_cents: string
}

/** What `email` bought at the foundation's events and as a sponsor (paid, refunded in part or whole), newest first. */
export async function selectPurchasesOfDonor(payload: Payload, email: string): Promise<DonorPurchaseRow[]> {
  const { rows } = await poolOf(payload).query<DonorPurchaseRow>(
    `SELECT 'tickets' AS kind, o.id, e.title AS what, o.paid_at, o.charged_cents, coalesce(g.kept, 0) AS deductible_cents, o.refunded_cents
       FROM ticket_orders o JOIN events e ON e.id = o.event_id LEFT JOIN (${TICKET_ORDER_GIFTS}) g ON g.id = o.id
       WHERE lower(btrim(o.buyer_email)) = lower(btrim($1)) AND o.status IN ('paid', 'refunded') AND o.paid_at IS NOT NULL
     UNION ALL
     SELECT 'sponsorship' AS kind, s.id, t.name AS what, s.paid_at, s.amount_cents AS charged_cents, g.kept AS deductible_cents, 0 AS refunded_cents
       FROM (${SPONSORSHIP_GIFTS}) g JOIN sponsorships s ON s.id = g.id JOIN sponsor_tiers t ON t.id = s.tier_id WHERE g.email = lower(btrim($1))
     ORDER BY paid_at DESC, id DESC`,
    [email],
  )
  return rows
}

/**
 * The donor of a gift given from `email` exists: added in the transaction of `req` (the gift's own
 * change) when new. ON CONFLICT, not a read then a write: two first gifts from one address at once
 * (a webhook and a check) both succeed, and the second adds nothing.
 */
export async function ensureDonor(payload: Payload, req: Partial<PayloadRequest>, email: string): Promise<void> {
  const statement = sql`INSERT INTO donors (email) VALUES (lower(btrim(${email}))) ON CONFLICT (email) DO NOTHING`
  const id = await req.transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  await (session ? session.db.execute(statement) : (payload.db as unknown as PostgresAdapter).drizzle.execute(statement))
}
