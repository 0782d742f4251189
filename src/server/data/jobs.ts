import 'server-only'

import type { PoolClient } from 'pg'
import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

// The SQL of Payload's Jobs Queue table (`payload_jobs`) that Payload does not do itself: the one
// runner across instances, orphans of a runner that died, and forgetting finished jobs.

/** One number for the advisory lock that makes one process the runner of jobs at a time. */
const RUNNER_LOCK = `hashtext('payload-jobs-runner')`

let lease: PoolClient | null = null

/**
 * Whether this process is the one that runs jobs. The first process to ask takes a session-level
 * PostgreSQL advisory lock on a connection it keeps: it stays the runner until it stops or its
 * connection drops, and then the next process to ask takes over. `onTaken` runs once each time
 * this process becomes the runner, before it runs anything.
 */
export async function holdJobRunnerLease(payload: Payload, onTaken: () => Promise<void>): Promise<boolean> {
  if (lease) return true
  const client = await poolOf(payload).connect()
  let taken = false
  try {
    const { rows } = await client.query<{ taken: boolean }>(`SELECT pg_try_advisory_lock(${RUNNER_LOCK}) AS taken`)
    taken = Boolean(rows[0]?.taken)
  } finally {
    if (!taken) client.release()
  }
  if (!taken) return false
  client.on('error', () => {
    // The connection is gone, and the lock with it: another process may be the runner now.
    if (lease === client) lease = null
    client.release(true)
  })
  try {
    await onTaken()
  } catch (error) {
    client.release(true) // closing the connection gives the lock back
    throw error
  }
  lease = client
  return true
}

/**
 * Jobs left marked as running by a runner that died mid-job (a crash, a kill): only the runner
 * runs jobs, so when a process becomes it, no other job can really be running.
 */
export async function releaseOrphanedJobs(payload: Payload): Promise<number> {
  const { rowCount } = await poolOf(payload).query(`UPDATE payload_jobs SET processing = false WHERE processing AND completed_at IS NULL`)
  return rowCount ?? 0
}

/** Forgets jobs that finished over a month ago; how many. */
export async function deleteOldCompletedJobs(): Promise<number> {
  const pool = poolOf(await getPayloadClient())
  return (await pool.query(`DELETE FROM payload_jobs WHERE completed_at < now() - interval '30 days'`)).rowCount ?? 0
}
