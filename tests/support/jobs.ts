import pg from 'pg'

import { eventually } from './mailbox'

async function countOf(databaseURL: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]?.n ?? 0
  } finally {
    await client.end()
  }
}

/**
 * Queues a task in the Jobs Queue of the server on `databaseURL` (a stack of a test's own, which
 * the Local API of the test process does not reach), as Payload's `jobs.queue` would.
 */
export async function queueTaskIn(databaseURL: string, task: string, input: Record<string, unknown>, queue = 'default'): Promise<void> {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    await client.query('INSERT INTO payload_jobs (task_slug, input, queue) VALUES ($1, $2, $3)', [task, input, queue])
  } finally {
    await client.end()
  }
}

/**
 * Resolves once no job is running or waiting to run now: each one queued so far is done or has
 * failed for good (a later retry, its `wait_until` still ahead, is left waiting). What a test sees
 * then is final: a mail sent twice would have been sent, without waiting on the clock for it.
 */
export async function jobsSettled(databaseURL: string, timeoutMs = 30_000): Promise<void> {
  const unsettled = `SELECT count(*)::int AS n FROM payload_jobs
    WHERE processing OR (completed_at IS NULL AND NOT coalesce(has_error, false) AND (wait_until IS NULL OR wait_until <= now()))`
  await eventually(async () => ((await countOf(databaseURL, unsettled)) === 0 ? true : undefined), timeoutMs)
}

/** Resolves once at least `count` jobs have been tried (run once, whatever came of it). */
export async function jobsTried(databaseURL: string, count: number, timeoutMs = 30_000): Promise<void> {
  await eventually(async () => ((await countOf(databaseURL, 'SELECT count(*)::int AS n FROM payload_jobs WHERE total_tried > 0')) >= count ? true : undefined), timeoutMs)
}
