import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

import { COUNTED, DONOR_KEY } from './donations'
import { runSql } from './sessionSql'

// The `anniversary_reminders` table: one row per tribute page, donor and year, written when that
// year's mail is queued, so a donor hears of a day once a year however often the task runs.

/**
 * Marks the reminders due on `days` (MM-DD: the day, and 02-29 on 28 February of a year without
 * one) of `year`: every donor who ticked "remind me each year" on a succeeded gift in the name of a
 * shown page with that day of remembrance, and has not unsubscribed; none already marked. Their ids.
 */
export async function markDueAnniversaryReminders(payload: Payload, req: PayloadRequest, days: string[], year: number): Promise<number[]> {
  const rows = await runSql<{ id: number }>(
    payload,
    req,
    sql`INSERT INTO anniversary_reminders (tribute_id, email, year)
        SELECT DISTINCT t.id, ${sql.raw(DONOR_KEY)}, ${year}::int
        FROM tributes t JOIN donations ON donations.tribute_page_id = t.id
        WHERE substr(t.remembrance_on, 6, 5) IN (${sql.join(
          days.map((day) => sql`${day}`),
          sql`, `,
        )}) AND NOT coalesce(t.hidden, false) AND t.merged_into_id IS NULL
          AND ${sql.raw(COUNTED)} AND donations.tribute_remind_yearly AND coalesce(btrim(donations.donor_email), '') <> ''
          AND NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.email = ${sql.raw(DONOR_KEY)} AND o.kind = 'anniversary')
        ON CONFLICT (tribute_id, email, year) DO NOTHING
        RETURNING id`,
  )
  return rows.map((row) => row.id)
}

export type AnniversaryReminderRow = { email: string; tribute_id: number }

export async function selectAnniversaryReminder(payload: Payload, id: number): Promise<AnniversaryReminderRow | null> {
  const { rows } = await poolOf(payload).query<AnniversaryReminderRow>('SELECT email, tribute_id FROM anniversary_reminders WHERE id = $1', [id])
  return rows[0] ?? null
}
