import type { Payload } from 'payload'

import { stopJobRunner } from '@/jobs/runner'
import { poolOf } from '@/lib/postgres'
import { closePool } from '@/lib/resilientPg'

/** How the production server (scripts/server.mjs, outside Next's bundle) reaches this process's Payload. */
export const SHUTDOWN_HOOKS = Symbol.for('from-loss-to-light.shutdown')

export type ShutdownHooks = {
  /** Lets the jobs runner finish the job in hand and release its lease, within `withinMs`. */
  stopJobs: (withinMs: number) => Promise<void>
  /** Closes the database pool and the mail transport: the last step before the process exits. */
  close: () => Promise<void>
}

export function registerShutdownHooks(payload: Payload): void {
  const hooks: ShutdownHooks = {
    stopJobs: (withinMs) => stopJobRunner(withinMs),
    close: async () => {
      await payload.destroy()
      await closePool(poolOf(payload))
    },
  }
  ;(globalThis as Record<symbol, unknown>)[SHUTDOWN_HOOKS] = hooks
}
