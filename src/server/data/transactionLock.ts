import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { PoolClient } from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

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

/**
 * Runs `work` on one pooled connection in a transaction of its own that first takes the advisory
 * lock `name`: committed when it returns, rolled back when it throws. For the bulk SQL writes done
 * outside Payload (imported gifts, deposits' lines), serialised per subject.
 */
export async function inLockedPoolTransaction<T>(payload: Payload, name: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name])
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Locks one row of `table` for the transaction of `req` (SELECT … FOR UPDATE), so what Payload
 * reads of it next is what the row's previous writer committed. Payload's update writes back the
 * whole row it read: two writers of one record (a job's mark, a staff change) that each lock it
 * first never put back what the other just wrote.
 */
export async function lockRowWithinTransaction(payload: Payload, req: PayloadRequest, table: string, id: number): Promise<void> {
  const transaction = await req.transactionID
  const session = transaction === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(transaction)]
  if (!session) throw new Error(`A row of ${table} is locked inside a transaction`)
  await session.db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`)
}
