import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

import type { TransactionContext } from '../transaction'

// The `remembrance_reports` table: not a Payload collection, but a plain table created by
// src/migrations/20261125_094044_remembrance_wall.ts (settling added by
// 20261125_230903_remembrance_reports_settled.ts) and kept in step with them by hand. One row per
// remembrance and reporter (a hash of the reporting network: an IPv4 address or an IPv6 /56): a
// second report from one network adds nothing, before or after staff settle the first. Reports
// are never deleted with a decision: staff publishing again marks them settled, with who decided.

/** A remembrance's reports: those staff have not yet looked at, and whether staff kept it before. */
export type ReportTally = { open: number; keptBefore: boolean }

/**
 * Records one reporter's report (once) and answers the tally. Two statements, not one: a
 * statement's snapshot cannot see reports being added at the same moment, so three at once could
 * each count two; counted after its own insert has committed, the last of them sees all three.
 */
export async function addReport(payload: Payload, remembrance: number, reporter: string, reason: string | null): Promise<ReportTally> {
  const db = poolOf(payload)
  await db.query(`INSERT INTO remembrance_reports (remembrance_id, reporter, reason) VALUES ($1, $2, $3) ON CONFLICT (remembrance_id, reporter) DO NOTHING`, [remembrance, reporter, reason])
  const { rows } = await db.query<ReportTally>(
    `SELECT count(*) FILTER (WHERE settled_at IS NULL)::int AS open, coalesce(bool_or(settled_at IS NOT NULL), false) AS "keptBefore"
     FROM remembrance_reports WHERE remembrance_id = $1`,
    [remembrance],
  )
  return rows[0] ?? { open: 0, keptBefore: false }
}

/** Open (unsettled) reports per remembrance, for the staff list. */
export async function reportCounts(payload: Payload, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const { rows } = await poolOf(payload).query<{ id: number; reports: number }>(
    `SELECT remembrance_id AS id, count(*)::int AS reports FROM remembrance_reports
     WHERE remembrance_id = ANY($1::int[]) AND settled_at IS NULL GROUP BY remembrance_id`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row.reports]))
}

/** The reasons given in a remembrance's open reports, oldest first (for the staff's mail). */
export async function openReportReasons(payload: Payload, remembrance: number): Promise<string[]> {
  const { rows } = await poolOf(payload).query<{ reason: string }>(
    `SELECT reason FROM remembrance_reports WHERE remembrance_id = $1 AND settled_at IS NULL AND reason IS NOT NULL AND reason <> '' ORDER BY created_at`,
    [remembrance],
  )
  return rows.map((row) => row.reason)
}

/**
 * Staff looked again and published it: its open reports are settled, by `decidedBy` (null: the
 * system), inside the publication's transaction. Answers how many were settled.
 */
export async function settleReports({ payload, req }: TransactionContext, remembrance: number, decidedBy: { id: number | null; email: string } | null): Promise<number> {
  const id = await (req as PayloadRequest).transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  const statement = sql`UPDATE remembrance_reports SET settled_at = now(), settled_by_id = ${decidedBy?.id ?? null}, settled_by_email = ${decidedBy?.email ?? 'system'}
    WHERE remembrance_id = ${remembrance} AND settled_at IS NULL`
  const result = session ? await session.db.execute(statement) : await (payload.db as unknown as PostgresAdapter).drizzle.execute(statement)
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0
}
