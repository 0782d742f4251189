import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import type { GiftMethod } from '@/contracts/donations'
import { poolOf } from '@/lib/postgres'

import { MONEY_KEPT, MONEY_STATUSES } from './donations'

// The SQL reads of year-end statements: which donors gave in a year, and each one's gifts, by the
// one rule of the money kept (MONEY_KEPT: refunds out, a lost dispute out).

const TABLE = 'donations' satisfies CollectionSlug

/** A donor: one email address, trimmed and lower-cased. */
const DONOR = `lower(trim(donor_email))`

/** The calendar day a gift was given, in the foundation's zone ($1): a check's day it arrived, else when it was made. */
const GIFT_DAY = `(CASE WHEN received_on ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN received_on::date ELSE (created_at AT TIME ZONE $1)::date END)`

/** Gifts of the year ($2) whose money kept is more than nothing. */
const OF_YEAR = `${MONEY_STATUSES} AND coalesce(donor_email, '') <> '' AND extract(year FROM ${GIFT_DAY}) = $2 AND ${MONEY_KEPT} > 0`

export type StatementDonorRow = { email: string; name: string | null }

/** Each donor with gifts kept in `year`, named by their latest gift that has a name. */
export async function selectStatementDonors(payload: Payload, year: number, timeZone: string, email?: string): Promise<StatementDonorRow[]> {
  const { rows } = await (
    await poolOf(payload)
  ).query<StatementDonorRow>(
    `SELECT DISTINCT ON (${DONOR}) ${DONOR} AS email, donor_name AS name FROM ${TABLE}
     WHERE ${OF_YEAR} AND ($3::text IS NULL OR ${DONOR} = $3)
     ORDER BY ${DONOR}, donor_name IS NULL, ${GIFT_DAY} DESC, created_at DESC, id DESC`,
    [timeZone, year, email ?? null],
  )
  return rows
}

export type StatementGiftRow = { id: number; day: string; kept_cents: string; method: GiftMethod; is_recurring: boolean | null; check_number: string | null }

/** One donor's gifts kept in `year`, oldest first: the amount kept of each. */
export async function selectStatementGifts(payload: Payload, year: number, timeZone: string, email: string): Promise<StatementGiftRow[]> {
  const { rows } = await (
    await poolOf(payload)
  ).query<StatementGiftRow>(
    `SELECT id, to_char(${GIFT_DAY}, 'YYYY-MM-DD') AS day, (${MONEY_KEPT})::bigint AS kept_cents, method, is_recurring, check_number FROM ${TABLE}
     WHERE ${OF_YEAR} AND ${DONOR} = $3
     ORDER BY ${GIFT_DAY}, created_at, id`,
    [timeZone, year, email],
  )
  return rows
}
