import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Makes the Payload transaction of `req` wait for every other transaction that took the lock
 * named `name`, until it commits or rolls back (a PostgreSQL transaction-level advisory lock).
 * What is read after the lock is what the previous holder committed, so check-then-write steps
 * (a Stripe object applied to a gift, the last place of an event) never interleave.
 */
export async function lockWithinTransaction(payload: Payload, req: PayloadRequest, name: string): Promise<void> {
  const id = await req.transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) throw new Error(`The lock ${name} is taken inside a transaction`)
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
}
