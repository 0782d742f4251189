import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import { poolOf } from '@/lib/postgres'
import type { Donation } from '@/payload-types'

import { MONEY_KEPT, MONEY_STATUSES } from './donations'
import { columnName } from './sqlRow'

const TABLE = 'donations' satisfies CollectionSlug
const col = <F extends keyof Donation & string>(field: F) => columnName(field)

/** How long without a gift makes a donor lapsed (the donors list says the same). */
export const LAPSED_AFTER_MONTHS = 18

/**
 * Every gift that keeps money (MONEY_KEPT over MONEY_STATUSES, more than nothing), in the month it
 * was given ("2026-03" in the foundation's zone; a check or an imported gift in the month it was received), how it was
 * given (a check, or an imported gift of cash, stock or other, counts with the checks), and its
 * donor: the normalised email, or null for a gift without one.
 */
const GIFTS = `SELECT
    CASE WHEN ${col('received_on')} IS NOT NULL THEN left(${col('received_on')}, 7)
         ELSE to_char(${col('createdAt')} AT TIME ZONE $1, 'YYYY-MM') END AS month,
    CASE WHEN ${col('method')} <> 'card' THEN 'check' WHEN coalesce(${col('is_recurring')}, false) THEN 'monthly' ELSE 'card' END AS way,
    ${MONEY_KEPT} AS kept,
    nullif(lower(btrim(${col('donor_email')})), '') AS donor
  FROM ${TABLE} WHERE ${MONEY_STATUSES} AND ${MONEY_KEPT} > 0`

/** "2026-03" plus `n` months, in SQL. */
const plusMonths = (month: string, n: number) => `to_char(to_date(${month}, 'YYYY-MM') + interval '${n} months', 'YYYY-MM')`

/** One month's row: sums as bigint (text), counts as int. */
export type GivingMonthRow = {
  month: string
  card: string
  monthly: string
  checks: string
  tickets: string
  new_donors: number
  returning_donors: number
  lapsed_donors: number
}

/**
 * The money kept and the donors of each month in `months` ("2026-03", in `timeZone`) that has
 * any; a month missing from the answer had none. A donor is new in the month of their first
 * gift, returning in a later month they gave in, and lapsed in the month 18 months after their
 * latest gift up to that month's end. Benefit-night ticket orders (paid, net of refunds, in the
 * month they were paid) are counted apart from the gifts, as `tickets`.
 */
export async function selectGivingByMonth(payload: Payload, timeZone: string, months: string[]): Promise<GivingMonthRow[]> {
  const { rows } = await poolOf(payload).query<GivingMonthRow>(
    `WITH gifts AS (${GIFTS}),
     money AS (
       SELECT month,
              coalesce(sum(kept) FILTER (WHERE way = 'card'), 0)::bigint AS card,
              coalesce(sum(kept) FILTER (WHERE way = 'monthly'), 0)::bigint AS monthly,
              coalesce(sum(kept) FILTER (WHERE way = 'check'), 0)::bigint AS checks
       FROM gifts WHERE month = ANY($2::text[]) GROUP BY month),
     ticket_money AS (
       SELECT month, sum(kept)::bigint AS tickets FROM (
         SELECT to_char(paid_at AT TIME ZONE $1, 'YYYY-MM') AS month, charged_cents - refunded_cents AS kept
         FROM ticket_orders WHERE status = 'paid' AND paid_at IS NOT NULL) paid
       WHERE month = ANY($2::text[]) GROUP BY month),
     donor_months AS (
       SELECT donor, month, lag(month) OVER by_donor AS before, lead(month) OVER by_donor AS after
       FROM (SELECT DISTINCT donor, month FROM gifts WHERE donor IS NOT NULL) given
       WINDOW by_donor AS (PARTITION BY donor ORDER BY month)),
     givers AS (
       SELECT month, count(*) FILTER (WHERE before IS NULL)::int AS new_donors, count(*) FILTER (WHERE before IS NOT NULL)::int AS returning_donors
       FROM donor_months WHERE month = ANY($2::text[]) GROUP BY month),
     lapses AS (
       SELECT lapsed_in AS month, count(*)::int AS lapsed_donors
       FROM (SELECT ${plusMonths('month', LAPSED_AFTER_MONTHS)} AS lapsed_in, after FROM donor_months) latest
       WHERE lapsed_in = ANY($2::text[]) AND (after IS NULL OR after > lapsed_in) GROUP BY lapsed_in)
     SELECT month, coalesce(money.card, 0)::text AS card, coalesce(money.monthly, 0)::text AS monthly, coalesce(money.checks, 0)::text AS checks,
            coalesce(ticket_money.tickets, 0)::text AS tickets,
            coalesce(givers.new_donors, 0) AS new_donors, coalesce(givers.returning_donors, 0) AS returning_donors, coalesce(lapses.lapsed_donors, 0) AS lapsed_donors
     FROM money FULL JOIN ticket_money USING (month) FULL JOIN givers USING (month) FULL JOIN lapses USING (month)`,
    [timeZone, months],
  )
  return rows
}
