import 'server-only'

import type { PoolClient } from 'pg'
import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The SQL of Payload's Jobs Queue table (`payload_jobs`) that Payload does not do itself: the one
// runner across instances, jobs a runner left claimed, and forgetting finished jobs.

/** One number for the advisory lock that makes one process the runner of jobs at a time. */
const RUNNER_LOCK = `hashtext('payload-jobs-runner')`

let lease: PoolClient | null = null
/** Lease connections already closed: a lost connection both fails its query and emits 'error', and pg-pool throws on a second release. */
const dropped = new WeakSet<PoolClient>()

/** Gives the lease up: closing its connection gives the lock back (never back into the pool). Once per connection. */
function dropLease(client: PoolClient): void {
  if (lease === client) lease = null
  if (dropped.has(client)) return
  dropped.add(client)
  client.release(true)
}

/** Gives the lease up now (a shutdown): the next process to ask becomes the runner at once. */
export function giveUpJobRunnerLease(): void {
  if (lease) dropLease(lease)
}

/** Whether the connection that holds the lock still answers (a failover or a cut connection loses it). */
async function leaseAlive(client: PoolClient): Promise<boolean> {
  try {
    await client.query('SELECT 1')
    return lease === client
  } catch {
    dropLease(client)
    return false
  }
}

/**
 * Whether this process is the one that runs jobs, checked before every claim. The first process
 * to ask takes a session-level PostgreSQL advisory lock on a connection it keeps: it stays the
 * runner until it stops or that connection fails, and then the next process to ask takes over.
 * `onTaken` runs once each time this process becomes the runner, before it runs anything.
 */
export async function holdJobRunnerLease(payload: Payload, onTaken: () => Promise<void>): Promise<boolean> {
  if (lease) return leaseAlive(lease)
  // The two queue loops of this process ask at once: one tries, the other waits for its answer.
  taking ??= takeLease(payload, onTaken).finally(() => (taking = null))
  return taking
}

let taking: Promise<boolean> | null = null

async function takeLease(payload: Payload, onTaken: () => Promise<void>): Promise<boolean> {
  const client = await poolOf(payload).connect()
  try {
    const { rows } = await client.query<{ taken: boolean }>(`SELECT pg_try_advisory_lock(${RUNNER_LOCK}) AS taken`)
    if (!rows[0]?.taken) {
      client.release()
      return false
    }
  } catch (error) {
    // The lock may have been taken after all (a client-side timeout): the connection goes with it.
    client.release(true)
    throw error
  }
  client.on('error', () => dropLease(client))
  try {
    await onTaken() // before anything of this process runs: nothing it claims can be taken back
  } catch (error) {
    dropLease(client)
    throw error
  }
  // Its connection was lost while onTaken ran: the lock went with it.
  if (dropped.has(client)) return false
  lease = client
  return leaseAlive(client)
}

/**
 * Jobs left marked as running by a runner that died mid-job (a crash, a kill): only the runner
 * runs jobs, so when a process becomes it, no other job can really be running.
 */
export async function releaseOrphanedJobs(payload: Payload): Promise<number> {
  const { rowCount } = await poolOf(payload).query(`UPDATE payload_jobs SET processing = false WHERE processing AND completed_at IS NULL`)
  return rowCount ?? 0
}

/**
 * Jobs of `queue` this runner claimed but did not finish because the run itself failed (the
 * database away mid-run): they run again on the next round. Only this runner claims that queue.
 */
export async function releaseClaimedJobs(payload: Payload, queue: string): Promise<void> {
  await poolOf(payload).query(`UPDATE payload_jobs SET processing = false WHERE processing AND completed_at IS NULL AND queue = $1`, [queue])
}

/** Forgets jobs that finished over a month ago; how many. */
export async function deleteOldCompletedJobs(payload: Payload): Promise<number> {
  const pool = poolOf(payload)
  return (await pool.query(`DELETE FROM payload_jobs WHERE completed_at < now() - interval '30 days'`)).rowCount ?? 0
}
