import 'server-only'

import type { CollectionSlug } from 'payload'

import { poolOf } from '@/lib/postgres'
import type { Donation } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { columnName, type SqlRow } from './sqlRow'

// The SQL reads of the `donations` table (the Payload collection src/collections/Donations):
// the staff list, its count, the totals, and the CSV export's batches.

const TABLE = 'donations' satisfies CollectionSlug

/** The fields the staff list and the CSV export read, checked against the collection's type. */
const FIELDS = [
  'id',
  'createdAt',
  'amount_cents',
  'currency',
  'donor_name',
  'donor_email',
  'is_recurring',
  'status',
  'dedication_note',
  'refunded_cents',
  'subscription_canceled_at',
  'method',
  'received_on',
  'check_number',
  'note',
  'history',
  'dispute_id',
  'dispute_status',
  'dispute_amount_cents',
  'dispute_reason',
  'dispute_evidence_due_by',
  'renewal_failed_at',
  'failure_reason',
] as const satisfies readonly (keyof Donation)[]

/** A donation as the list and the export read it. */
export type DonationRow = SqlRow<
  Donation,
  (typeof FIELDS)[number],
  'createdAt' | 'subscription_canceled_at' | 'dispute_evidence_due_by' | 'renewal_failed_at',
  'amount_cents' | 'refunded_cents' | 'dispute_amount_cents'
>

const col = <F extends keyof Donation & string>(field: F) => columnName(field)
const SELECT = `SELECT ${FIELDS.map(col).join(', ')} FROM ${TABLE}`
const NEWEST_FIRST = `ORDER BY ${col('createdAt')} DESC, ${col('id')} DESC`
const SUCCEEDED: Donation['status'] = 'succeeded'

async function pool() {
  return poolOf(await getPayloadClient())
}

/** Donations newest first, from `skip`; all the rest when `limit` is undefined. */
export async function selectDonationsPage(skip: number, limit: number | undefined): Promise<DonationRow[]> {
  const { rows } = await (await pool()).query<DonationRow>(`${SELECT} ${NEWEST_FIRST} OFFSET $1 LIMIT $2`, [skip, limit ?? null])
  return rows
}

export async function countDonations(): Promise<number> {
  const { rows } = await (await pool()).query<{ total: number }>(`SELECT count(*)::int AS total FROM ${TABLE}`)
  return rows[0]?.total ?? 0
}

/** Sums over succeeded donations: `total` is a bigint of cents, which node-postgres reads as text. */
export type DonationTotalsRow = { total: string; n: number; recurring: number }

/**
 * Totals of the money kept: succeeded gifts, less what was refunded of them in part (a gift
 * refunded in full is `refunded` and counts for nothing).
 */
export async function selectSucceededTotals(): Promise<DonationTotalsRow | undefined> {
  const { rows } = await (await pool()).query<DonationTotalsRow>(
    `SELECT coalesce(sum(${col('amount_cents')} - coalesce(${col('refunded_cents')}, 0)), 0)::bigint AS total, count(*)::int AS n,
            count(*) FILTER (WHERE ${col('is_recurring')})::int AS recurring
     FROM ${TABLE} WHERE ${col('status')} = '${SUCCEEDED}'`,
  )
  return rows[0]
}

/** Where a keyset-paged read stopped: the last row it returned. */
export type DonationCursor = Pick<DonationRow, 'created_at' | 'id'>

/** Up to `batch` donations newest first, after `cursor` (from the newest when it is null). */
export async function selectDonationsAfter(cursor: DonationCursor | null, batch: number): Promise<DonationRow[]> {
  const { rows } = await (await pool()).query<DonationRow>(
    `${SELECT}
     WHERE $1::timestamptz IS NULL OR (${col('createdAt')}, ${col('id')}) < ($1::timestamptz, $2::int)
     ${NEWEST_FIRST} LIMIT $3`,
    [cursor?.created_at ?? null, cursor?.id ?? null, batch],
  )
  return rows
}

/** One donation as the list reads it, or undefined. */
export async function selectDonationById(id: number): Promise<DonationRow | undefined> {
  const { rows } = await (await pool()).query<DonationRow>(`${SELECT} WHERE ${col('id')} = $1`, [id])
  return rows[0]
}

/**
 * Stripe subscriptions of monthly gifts that our rows still show running: the first row of each
 * subscription (the one a cancellation is recorded on) is paid and not canceled.
 */
export async function selectRunningSubscriptionIds(): Promise<string[]> {
  const { rows } = await (await pool()).query<{ id: string }>(
    `SELECT id FROM (
       SELECT DISTINCT ON (stripe_subscription_id) stripe_subscription_id AS id, subscription_canceled_at, status FROM ${TABLE}
       WHERE method = 'card' AND is_recurring AND stripe_subscription_id IS NOT NULL
       ORDER BY stripe_subscription_id, created_at, id
     ) first_rows
     WHERE subscription_canceled_at IS NULL AND status IN ('succeeded', 'refunded')`,
  )
  return rows.map((r) => r.id)
}

/**
 * Card checkouts still `pending` a day after they started (as of `now`) become `abandoned`: the
 * donor never confirmed, or a card tester's. A late success from Stripe still makes one
 * `succeeded` (the webhook's handlers accept any status but succeeded and refunded).
 */
export async function markStalePendingsAbandoned(now: Date): Promise<number[]> {
  const { rows } = await (await pool()).query<{ id: number }>(
    `UPDATE ${TABLE} SET ${col('status')} = 'abandoned', ${col('updatedAt')} = now()
     WHERE ${col('status')} = 'pending' AND ${col('method')} = 'card' AND ${col('createdAt')} < $1::timestamptz - interval '24 hours'
     RETURNING ${col('id')}`,
    [now.toISOString()],
  )
  return rows.map((r) => r.id)
}
