import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export type Statement = ReturnType<typeof sql>

/** Runs one SQL statement inside the Payload transaction of `req` when it has one, else on its own: its rows. */
export async function runSql<T>(payload: Payload, req: Partial<PayloadRequest> | undefined, statement: Statement): Promise<T[]> {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req ? await req.transactionID : undefined
  const session = id === undefined ? undefined : adapter.sessions[String(id)]
  const result = session ? await session.db.execute(statement) : await adapter.drizzle.execute(statement)
  return (result as unknown as { rows: T[] }).rows
}
