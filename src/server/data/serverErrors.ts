import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

import type { TransactionContext } from '../transaction'

// The `server_errors` table: not a Payload collection, but a plain table created by
// src/migrations/20261125_230630_error_digest.ts and kept in step with it by hand. One row per
// route and clock hour, however many errors: a storm of errors is one row's count, not a row each.

/** This clock hour's start in UTC, whatever the session's time zone (some zones are half an hour off). */
const THIS_HOUR = `to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600)`

export type ServerErrorRow = { hour: Date; route: string; count: number; first_message: string; first_request_id: string }

/**
 * The route a failed or missing nightly backup is counted under (src/server/backups/status.ts): the
 * admins' hourly mail tells of it apart, and the dashboard's count of requests that failed leaves it out.
 */
export const BACKUP_ERROR_ROUTE = 'Nightly backup'

/** Longest route and message kept (the log line has the whole message). */
const ROUTE_CHARS = 200
const MESSAGE_CHARS = 500

/** Counts one unhandled error under its route in this hour; the hour's first keeps its message. */
export async function countServerError(payload: Payload, error: { route: string; message: string; requestId: string }): Promise<void> {
  await poolOf(payload).query({
    name: 'count-server-error',
    text: `INSERT INTO server_errors (hour, route, first_message, first_request_id)
      VALUES (${THIS_HOUR}, left($1, ${ROUTE_CHARS}), left($2, ${MESSAGE_CHARS}), left($3, 100))
      ON CONFLICT (hour, route) DO UPDATE SET count = server_errors.count + 1`,
    values: [error.route, error.message, error.requestId],
  })
}

/**
 * Marks the hour starting at `hour` as told, inside the transaction of `ctx` (with the mail it
 * queues): the number of errors it held, or 0 when it held none or was told already.
 */
export async function claimHourToTell({ payload, req }: TransactionContext, hour: Date): Promise<number> {
  const id = await req.transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) throw new Error('An hour of errors is claimed inside a transaction')
  const result = (await session.db.execute(sql`UPDATE server_errors SET told_at = now() WHERE hour = ${hour.toISOString()}::timestamptz AND told_at IS NULL RETURNING count`)) as unknown as {
    rows: { count: number }[]
  }
  return result.rows.reduce((sum, row) => sum + row.count, 0)
}

/**
 * Counts a missing backup under BACKUP_ERROR_ROUTE in the hour starting at `hour`, inside the
 * transaction of `ctx` (before that hour is claimed, so its mail tells of it), unless a backup
 * problem was counted in the day before: the admins hear of it once a day while it lasts.
 */
export async function countMissingBackup({ payload, req }: TransactionContext, hour: Date, message: string): Promise<boolean> {
  const id = await req.transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) throw new Error('A missing backup is counted inside a transaction')
  const at = hour.toISOString()
  const result = (await session.db.execute(sql`INSERT INTO server_errors (hour, route, first_message, first_request_id)
    SELECT ${at}::timestamptz, ${BACKUP_ERROR_ROUTE}::text, left(${message}::text, ${MESSAGE_CHARS}::int), ''
    WHERE NOT EXISTS (SELECT 1 FROM server_errors WHERE route = ${BACKUP_ERROR_ROUTE}::text AND hour > ${at}::timestamptz - interval '24 hours')
    ON CONFLICT (hour, route) DO NOTHING
    RETURNING hour`)) as unknown as { rows: unknown[] }
  return result.rows.length > 0
}

/** The hour's errors by route, most first. */
export async function errorsOfHour(payload: Payload, hour: Date): Promise<ServerErrorRow[]> {
  const { rows } = await poolOf(payload).query<ServerErrorRow>(`SELECT hour, route, count, first_message, first_request_id FROM server_errors WHERE hour = $1 ORDER BY count DESC, route`, [hour])
  return rows
}

/** Unhandled errors in the last 24 hours (by whole hours: this one and the 24 before it), backups' aside. */
export async function countErrorsLastDay(payload: Payload): Promise<number> {
  const { rows } = await poolOf(payload).query<{ n: number }>(`SELECT coalesce(sum(count), 0)::int AS n FROM server_errors WHERE hour >= ${THIS_HOUR} - interval '24 hours' AND route <> $1`, [
    BACKUP_ERROR_ROUTE,
  ])
  return rows[0]?.n ?? 0
}

/** Forgets hours over a month old. */
export async function deleteOldServerErrors(payload: Payload): Promise<number> {
  return (await poolOf(payload).query(`DELETE FROM server_errors WHERE hour < now() - interval '30 days'`)).rowCount ?? 0
}
