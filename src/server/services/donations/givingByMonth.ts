import 'server-only'

import type { Payload } from 'payload'

import type { GivingMonth } from '@/contracts/givingByMonth'
import { siteTimeZone, zonedDay } from '@/lib/dates'

import { selectGivingByMonth } from '../../data/givingByMonth'

/** The `count` calendar months up to the one `now` falls in (in `timeZone`), oldest first: "2026-03". */
export function lastMonths(count: number, now: Date, timeZone: string): string[] {
  const [year, month] = zonedDay(now, timeZone).split('-').map(Number)
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year!, month! - 1 - (count - 1 - i), 1))
    return date.toISOString().slice(0, 7)
  })
}

/**
 * The money kept and the donors of each of the last `count` months in SITE_TIME_ZONE, oldest
 * first, a month without gifts as zeros (src/server/data/givingByMonth.ts has the rules).
 */
export async function givingByMonth(payload: Payload, count: number, now = new Date()): Promise<{ time_zone: string; months: GivingMonth[] }> {
  const timeZone = siteTimeZone()
  const months = lastMonths(count, now, timeZone)
  const rows = new Map((await selectGivingByMonth(payload, timeZone, months)).map((row) => [row.month, row]))
  return {
    time_zone: timeZone,
    months: months.map((month) => {
      const row = rows.get(month)
      const [card, monthly, checks] = [Number(row?.card ?? 0), Number(row?.monthly ?? 0), Number(row?.checks ?? 0)]
      return {
        month,
        card_cents: card,
        monthly_cents: monthly,
        check_cents: checks,
        kept_cents: card + monthly + checks,
        tickets_cents: Number(row?.tickets ?? 0),
        new_donors: row?.new_donors ?? 0,
        returning_donors: row?.returning_donors ?? 0,
        lapsed_donors: row?.lapsed_donors ?? 0,
      }
    }),
  }
}
