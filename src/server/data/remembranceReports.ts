import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `remembrance_reports` table: not a Payload collection, but a plain table created by
// src/migrations/20261125_094044_remembrance_wall.ts and kept in step with it by hand. One row per
// remembrance and reporter (a hash of the reporting network: an IPv4 address or an IPv6 /64): a second report from one network
// adds nothing.

async function pool(payload: Payload) {
  return poolOf(payload)
}

/**
 * Records one reporter's report (once) and answers how many reporters have reported it. Two
 * statements, not one: a statement's snapshot cannot see reports being added at the same moment,
 * so three at once could each count two; counted after its own insert has committed, the last of
 * them sees all three.
 */
export async function addReport(payload: Payload, remembrance: number, reporter: string, reason: string | null): Promise<number> {
  const db = await pool(payload)
  await db.query(
    `INSERT INTO remembrance_reports (remembrance_id, reporter, reason) VALUES ($1, $2, $3) ON CONFLICT (remembrance_id, reporter) DO NOTHING`,
    [remembrance, reporter, reason],
  )
  const { rows } = await db.query<{ reports: number }>(`SELECT count(*)::int AS reports FROM remembrance_reports WHERE remembrance_id = $1`, [remembrance])
  return rows[0]?.reports ?? 0
}

/** Reports per remembrance, for the staff list. */
export async function reportCounts(payload: Payload, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const { rows } = await (await pool(payload)).query<{ id: number; reports: number }>(
    `SELECT remembrance_id AS id, count(*)::int AS reports FROM remembrance_reports WHERE remembrance_id = ANY($1::int[]) GROUP BY remembrance_id`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row.reports]))
}

/** Staff looked again and published it: the reports so far are settled. */
export async function clearReports(payload: Payload, remembrance: number): Promise<void> {
  await (await pool(payload)).query(`DELETE FROM remembrance_reports WHERE remembrance_id = $1`, [remembrance])
}
