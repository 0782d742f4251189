import pg, { type PoolConfig } from 'pg'

import { errorMessageOf, log } from './log'

/**
 * A lost connection (the database restarting or failing over, an administrator's
 * pg_terminate_backend) makes its pg client emit 'error'. pg's Pool re-emits it for an idle client,
 * and an EventEmitter with no listener throws: an uncaughtException. Here every client and the pool
 * listen from the start: one warning line, and the client is discarded (pg-pool drops an idle one at
 * once and a checked-out one on release, as it is no longer queryable); the next query connects anew.
 */
function warnLost(error: Error & { code?: string }): void {
  log.warn({ code: error.code ?? 'no code' }, `[database] A connection was lost and is discarded: ${errorMessageOf(error)}`)
}

class ResilientPool extends pg.Pool {
  constructor(config?: PoolConfig) {
    super(config)
    this.on('connect', (client) => client.on('error', warnLost))
    // An idle client's error, re-emitted: that client has already said so, and pg-pool dropped it.
    this.on('error', () => undefined)
  }
}

/** The `pg` module Payload's Postgres adapter is given: the same, but for a pool that survives restarts. */
export const resilientPg: typeof pg = { ...pg, Pool: ResilientPool }

type PoolInternals = { _clients: pg.PoolClient[]; _idle: { client: pg.PoolClient }[] }

/**
 * Closes every connection of the pool (the last step of a shutdown). pool.end() alone waits for
 * every checked-out client, and Payload's adapter keeps one checked out for ever (its reconnect
 * watch), so those still out are given back as broken, which closes them.
 */
export async function closePool(pool: pg.Pool): Promise<void> {
  const internals = pool as unknown as PoolInternals // pg-pool's own lists: it has no public "close all"
  const idle = new Set(internals._idle.map((item) => item.client))
  for (const client of internals._clients.filter((c) => !idle.has(c))) {
    try {
      client.release(true)
    } catch {
      // released already
    }
  }
  await pool.end()
}
