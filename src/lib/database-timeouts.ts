/**
 * Bounds on every wait for PostgreSQL, so a slow or frozen database makes requests fail in seconds
 * (answered 503) instead of hanging, and the pool recovers by itself when the database is back.
 * A frozen server cannot enforce its own statement_timeout, hence the client-side query_timeout.
 */
export const DATABASE_TIMEOUTS = {
  /** Waiting for a pooled or new connection. */
  connectionTimeoutMillis: 3_000,
  /** Client side: no answer to a query within this time is an error. */
  query_timeout: 4_000,
  /** Server side: PostgreSQL cancels a statement running longer. */
  statement_timeout: 4_000,
  /** A transaction left open by a crashed request does not hold locks for long. */
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
} as const
