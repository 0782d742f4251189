import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/** Any fixed number; it names the lock every application of a Stripe object takes. */
const STRIPE_LOCK = 20_010_912

/**
 * Makes the Payload transaction of `req` wait for every other one applying a Stripe object (a
 * webhook, a reconciliation), until it commits or rolls back. Each reads the gift only after the
 * lock, so a webhook and a reconciliation working on one gift at once never write over each other.
 */
export async function lockStripeApplications(payload: Payload, req: PayloadRequest): Promise<void> {
  const id = await req.transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) throw new Error('Stripe objects are applied inside a transaction')
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(${STRIPE_LOCK})`)
}
