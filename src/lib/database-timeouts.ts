import { positiveSetting } from './settings'

/**
 * Bounds on every wait for PostgreSQL, so a slow or frozen database makes requests fail in seconds
 * (answered 503) instead of hanging, and the pool recovers by itself when the database is back.
 * A frozen server cannot enforce its own statement_timeout, hence the client-side query_timeout.
 */
const QUERY_MS = positiveSetting('DATABASE_TIMEOUT_SECONDS', 4) * 1000

export const DATABASE_TIMEOUTS = {
  /** Waiting for a pooled or new connection: three quarters of a query's time (3 s by default). */
  connectionTimeoutMillis: Math.round(QUERY_MS * 0.75),
  /** Client side: no answer to a query within this time is an error (DATABASE_TIMEOUT_SECONDS, 4 s). */
  query_timeout: QUERY_MS,
  /** Server side: PostgreSQL cancels a statement running longer. */
  statement_timeout: QUERY_MS,
  /** A transaction left open by a crashed request does not hold locks for long. */
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
} as const
