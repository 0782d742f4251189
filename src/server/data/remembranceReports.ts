import 'server-only'

import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

// The `remembrance_reports` table: not a Payload collection, but a plain table created by
// src/migrations/20261125_094044_remembrance_wall.ts and kept in step with it by hand. One row per
// remembrance and reporter (a hash of the reporting address): a second report from one address
// adds nothing.

async function pool() {
  return poolOf(await getPayloadClient())
}

/** Records one address's report (once) and answers how many addresses have reported it. */
export async function addReport(remembrance: number, reporter: string, reason: string | null): Promise<number> {
  const { rows } = await (await pool()).query<{ reports: number }>(
    `WITH added AS (
       INSERT INTO remembrance_reports (remembrance_id, reporter, reason) VALUES ($1, $2, $3)
       ON CONFLICT (remembrance_id, reporter) DO NOTHING RETURNING 1
     )
     SELECT (SELECT count(*) FROM remembrance_reports WHERE remembrance_id = $1)::int + (SELECT count(*) FROM added)::int AS reports`,
    [remembrance, reporter, reason],
  )
  return rows[0]?.reports ?? 0
}

/** Reports per remembrance, for the staff list. */
export async function reportCounts(ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const { rows } = await (await pool()).query<{ id: number; reports: number }>(
    `SELECT remembrance_id AS id, count(*)::int AS reports FROM remembrance_reports WHERE remembrance_id = ANY($1::int[]) GROUP BY remembrance_id`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row.reports]))
}

/** Staff looked again and published it: the reports so far are settled. */
export async function clearReports(remembrance: number): Promise<void> {
  await (await pool()).query(`DELETE FROM remembrance_reports WHERE remembrance_id = $1`, [remembrance])
}
