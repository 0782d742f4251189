import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import { poolOf } from '@/lib/postgres'
import type { DonationListFilter } from '@/contracts/donations'
import { COUNTED_STATUSES, GIVEN_STATUSES as GIVEN, MONEY_STATUSES as KEEPS_MONEY } from '@/contracts/donationStatus'
import type { Donation } from '@/payload-types'

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
  'fee_covered_cents',
  'is_anonymous',
] as const satisfies readonly (keyof Donation)[]

type FieldsRow = SqlRow<
  Donation,
  (typeof FIELDS)[number],
  'createdAt' | 'subscription_canceled_at' | 'dispute_evidence_due_by' | 'renewal_failed_at',
  'amount_cents' | 'refunded_cents' | 'dispute_amount_cents' | 'fee_covered_cents'
>

/** The tribute's fields staff see (a group: its columns are `tribute_<field>`). */
const TRIBUTE_FIELDS = ['kind', 'honoree_name', 'notify_name', 'notify_email', 'card_queued_at'] as const satisfies readonly (keyof NonNullable<Donation['tribute']>)[]
type TributeColumns = SqlRow<NonNullable<Donation['tribute']>, (typeof TRIBUTE_FIELDS)[number], 'card_queued_at'>
type TributeRow = { [K in keyof TributeColumns as `tribute_${K}`]: TributeColumns[K] | null }

/** The acknowledgement's fields staff see (a group: its columns are `acknowledgement_<field>`). */
const ACKNOWLEDGEMENT_FIELDS = ['queued_at', 'sent_at', 'sent_by'] as const satisfies readonly (keyof NonNullable<Donation['acknowledgement']>)[]
type AcknowledgementColumns = SqlRow<NonNullable<Donation['acknowledgement']>, (typeof ACKNOWLEDGEMENT_FIELDS)[number], 'queued_at' | 'sent_at'>
type AcknowledgementRow = { [K in keyof AcknowledgementColumns as `acknowledgement_${K}`]: AcknowledgementColumns[K] | null }

/**
 * A donation as the list and the export read it, with the money kept of it (MONEY_KEPT, a bigint:
 * text) and the title of its campaign (or null).
 */
type Row = {
  [K in keyof FieldsRow | 'kept_cents' | 'campaign_title' | 'gift_import_id']: K extends keyof FieldsRow
    ? FieldsRow[K]
    : K extends 'kept_cents'
      ? string
      : K extends 'gift_import_id'
        ? number | null
        : string | null
} & TributeRow &
  AcknowledgementRow
export type DonationRow = { [K in keyof Row]: Row[K] }

const col = <F extends keyof Donation & string>(field: F) => columnName(field)
const status = (value: Donation['status']) => `'${value}'`
/** The SQL of "its status is one of" a named set (src/contracts/donationStatus.ts). */
const statusIn = (set: readonly Donation['status'][]) => `${col('status')} IN (${set.map(status).join(', ')})`

/**
 * The money kept of one gift, the one rule every sum uses (stats, the staff list, the CSV's
 * Amount, and campaign totals later): its amount, less what was refunded, less the disputed amount
 * while the gift is `disputed` (open, or lost for good), never below 0. A won dispute makes the gift
 * `succeeded` again, so its amount counts again; the dispute's fields stay as history.
 * A card fee the donor covered (fee_covered_cents) is never money kept: it paid the card fee.
 * Refunds are of the charge (gift + covered fee) and are counted against the gift: Stripe keeps
 * its fee on a refund, so what the foundation keeps is the gift less what went back, and a refund
 * of the whole charge keeps 0, not less.
 */
export const MONEY_KEPT = `greatest(0, ${col('amount_cents')} - coalesce(${col('refunded_cents')}, 0)
  - CASE WHEN ${col('status')} = ${status('disputed')} THEN coalesce(${col('dispute_amount_cents')}, 0) ELSE 0 END)`

/**
 * The gifts whose money kept is summed: succeeded ones, and disputed ones (which keep only what was
 * not disputed: nothing, for a whole-gift chargeback). Only succeeded gifts are counted as gifts.
 */
export const MONEY_STATUSES = statusIn(KEEPS_MONEY)
export const COUNTED = statusIn(COUNTED_STATUSES)

/** Whose gift it is: the donor's email as the `donors` collection keys it (trimmed, lower case). */
export const DONOR_KEY = `lower(btrim(${col('donor_email')}))`
/** A gift given: money arrived (it may have been refunded or disputed since). A donor is someone with one. */
export const GIVEN_STATUSES = statusIn(GIVEN)
/** When a gift was given: a check on the day it arrived (noon UTC, as the staff list shows it), a card gift when it was made. */
export const GIFT_AT = `CASE WHEN ${col('received_on')} IS NOT NULL THEN (${col('received_on')}::date + time '12:00') AT TIME ZONE 'UTC' ELSE ${col('createdAt')} END`

const CAMPAIGN_TITLE = `(SELECT title FROM ${'campaigns' satisfies CollectionSlug} c WHERE c.id = ${TABLE}.campaign_id) AS campaign_title`
const TRIBUTE_COLUMNS = TRIBUTE_FIELDS.map((field) => `tribute_${columnName(field)}`).join(', ')
const ACKNOWLEDGEMENT_COLUMNS = ACKNOWLEDGEMENT_FIELDS.map((field) => `acknowledgement_${columnName(field)}`).join(', ')
const SELECT = `SELECT ${FIELDS.map(col).join(', ')}, ${TRIBUTE_COLUMNS}, ${ACKNOWLEDGEMENT_COLUMNS}, ${MONEY_KEPT}::bigint AS kept_cents, ${CAMPAIGN_TITLE}, gift_import_id FROM ${TABLE}`
const NEWEST_FIRST = `ORDER BY ${col('createdAt')} DESC, ${col('id')} DESC`

/**
 * The staff list's filter: one status, `all`, or by default every status but `abandoned`
 * (checkouts never confirmed). The SQL condition and its one parameter.
 */
function statusFilter(filter: DonationListFilter): { where: string; value: string | null } {
  if (filter === 'all') return { where: 'TRUE', value: null }
  if (filter) return { where: `${col('status')}::text = $1`, value: filter }
  return { where: `${col('status')}::text <> $1`, value: 'abandoned' }
}

async function pool(payload: Payload) {
  return poolOf(payload)
}

/** Donations the filter keeps, newest first, from `skip`; all the rest when `limit` is undefined. */
export async function selectDonationsPage(payload: Payload, filter: DonationListFilter, skip: number, limit: number | undefined): Promise<DonationRow[]> {
  const { where, value } = statusFilter(filter)
  const { rows } = await (await pool(payload)).query<DonationRow>(`${SELECT} WHERE ($1::text IS NULL OR ${where}) ${NEWEST_FIRST} OFFSET $2 LIMIT $3`, [value, skip, limit ?? null])
  return rows
}

export async function countDonations(payload: Payload, filter: DonationListFilter): Promise<number> {
  const { where, value } = statusFilter(filter)
  const { rows } = await (await pool(payload)).query<{ total: number }>(`SELECT count(*)::int AS total FROM ${TABLE} WHERE ($1::text IS NULL OR ${where})`, [value])
  return rows[0]?.total ?? 0
}

/** The totals: `total` is a bigint of cents, which node-postgres reads as text. */
export type DonationTotalsRow = { total: string; n: number; recurring: number; fees: string }

/**
 * Totals of the money kept (MONEY_KEPT over MONEY_STATUSES: a gift refunded in full is `refunded`
 * and a disputed one keeps only what was not disputed), and the number of succeeded gifts.
 */
export async function selectSucceededTotals(payload: Payload): Promise<DonationTotalsRow | undefined> {
  const { rows } = await (
    await pool(payload)
  ).query<DonationTotalsRow>(
    `SELECT coalesce(sum(${MONEY_KEPT}), 0)::bigint AS total, count(*) FILTER (WHERE ${COUNTED})::int AS n,
            count(*) FILTER (WHERE ${COUNTED} AND ${col('is_recurring')})::int AS recurring,
            coalesce(sum(${col('fee_covered_cents')}) FILTER (WHERE ${COUNTED}), 0)::bigint AS fees
     FROM ${TABLE} WHERE ${MONEY_STATUSES}`,
  )
  return rows[0]
}

/** The donate form's monthly prompt since `since`: how many checkouts answered it, and how many said yes. */
export async function selectMonthlyPromptCounts(payload: Payload, since: Date): Promise<{ offered: number; accepted: number }> {
  const { rows } = await (
    await pool(payload)
  ).query<{ offered: number; accepted: number }>(
    `SELECT count(*)::int AS offered, count(*) FILTER (WHERE ${col('monthly_prompt')} = 'accepted')::int AS accepted
     FROM ${TABLE} WHERE ${col('monthly_prompt')} IS NOT NULL AND ${col('createdAt')} >= $1`,
    [since],
  )
  return rows[0] ?? { offered: 0, accepted: 0 }
}

/** Disputes still open (the gift `disputed`, Stripe's status not lost), nearest evidence due date first. */
export async function selectOpenDisputes(payload: Payload, limit: number): Promise<{ rows: DonationRow[]; total: number; nearest: Date | null }> {
  const where = `WHERE ${col('status')} = ${status('disputed')} AND ${col('dispute_status')} IS DISTINCT FROM 'lost'`
  const db = await pool(payload)
  const [list, summary] = await Promise.all([
    db.query<DonationRow>(`${SELECT} ${where} ORDER BY ${col('dispute_evidence_due_by')} ASC NULLS LAST, ${col('id')} LIMIT $1`, [limit]),
    db.query<{ total: number; nearest: Date | null }>(`SELECT count(*)::int AS total, min(${col('dispute_evidence_due_by')}) AS nearest FROM ${TABLE} ${where}`),
  ])
  return { rows: list.rows, total: summary.rows[0]?.total ?? 0, nearest: summary.rows[0]?.nearest ?? null }
}

/** Failed monthly renewals not paid since (still `failed`), newest failure first. */
export async function selectUnresolvedFailedRenewals(payload: Payload, limit: number): Promise<{ rows: DonationRow[]; total: number }> {
  const where = `WHERE ${col('status')} = ${status('failed')} AND ${col('renewal_failed_at')} IS NOT NULL`
  const db = await pool(payload)
  const [list, summary] = await Promise.all([
    db.query<DonationRow>(`${SELECT} ${where} ORDER BY ${col('renewal_failed_at')} DESC, ${col('id')} DESC LIMIT $1`, [limit]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${TABLE} ${where}`),
  ])
  return { rows: list.rows, total: summary.rows[0]?.total ?? 0 }
}

/** Where a keyset-paged read stopped: the last row it returned. */
export type DonationCursor = Pick<DonationRow, 'created_at' | 'id'>

/** Up to `batch` donations newest first, after `cursor` (from the newest when it is null). */
export async function selectDonationsAfter(payload: Payload, cursor: DonationCursor | null, batch: number): Promise<DonationRow[]> {
  const { rows } = await (
    await pool(payload)
  ).query<DonationRow>(
    `${SELECT}
     WHERE $1::timestamptz IS NULL OR (${col('createdAt')}, ${col('id')}) < ($1::timestamptz, $2::int)
     ${NEWEST_FIRST} LIMIT $3`,
    [cursor?.created_at ?? null, cursor?.id ?? null, batch],
  )
  return rows
}

/** One donation as the list reads it, or undefined. */
export async function selectDonationById(payload: Payload, id: number): Promise<DonationRow | undefined> {
  const { rows } = await (await pool(payload)).query<DonationRow>(`${SELECT} WHERE ${col('id')} = $1`, [id])
  return rows[0]
}

/**
 * Stripe subscriptions of monthly gifts that our rows still show running: the first row of each
 * subscription (the one a cancellation is recorded on) is paid and not canceled.
 */
export async function selectRunningSubscriptionIds(payload: Payload): Promise<string[]> {
  const { rows } = await (
    await pool(payload)
  ).query<{ id: string }>(
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
export async function markStalePendingsAbandoned(payload: Payload, now: Date): Promise<number[]> {
  const { rows } = await (
    await pool(payload)
  ).query<{ id: number }>(
    `UPDATE ${TABLE} SET ${col('status')} = 'abandoned', ${col('updatedAt')} = now()
     WHERE ${col('status')} = 'pending' AND ${col('method')} = 'card' AND ${col('createdAt')} < $1::timestamptz - interval '24 hours'
     RETURNING ${col('id')}`,
    [now.toISOString()],
  )
  return rows.map((r) => r.id)
}

/** Every gift from one donor (by DONOR_KEY) but abandoned checkouts, newest first. */
export async function selectDonationsOfDonor(payload: Payload, email: string): Promise<DonationRow[]> {
  const { rows } = await (
    await pool(payload)
  ).query<DonationRow>(`${SELECT} WHERE ${DONOR_KEY} = $1 AND ${col('status')} <> ${status('abandoned')} ORDER BY ${GIFT_AT} DESC, ${col('id')} DESC`, [email])
  return rows
}

/** Gifts that succeeded without an email and whose letter was never sent (imported gifts were thanked before): staff print and post these, oldest first. */
export async function selectToAcknowledgeByPost(payload: Payload, limit: number): Promise<{ rows: DonationRow[]; total: number }> {
  const where = `WHERE ${col('status')} = ${status('succeeded')} AND coalesce(${col('donor_email')}, '') = '' AND acknowledgement_sent_at IS NULL AND gift_import_id IS NULL`
  const db = await pool(payload)
  const [list, summary] = await Promise.all([
    db.query<DonationRow>(`${SELECT} ${where} ORDER BY ${col('createdAt')}, ${col('id')} LIMIT $1`, [limit]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${TABLE} ${where}`),
  ])
  return { rows: list.rows, total: summary.rows[0]?.total ?? 0 }
}
