import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eventually } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { testStack } from '../support/stack'

/**
 * Short-lived rows are forgotten by a scheduled job (hourly), not by dice thrown in requests: what
 * has expired goes, what is still in use stays.
 */

let db: pg.Client
const tag = `hk-${Date.now().toString(36)}`

beforeAll(async () => {
  db = new pg.Client({ connectionString: testStack().databaseURL })
  await db.connect()
})
afterAll(async () => {
  await db?.end()
})

const exists = async (sql: string, key: string) => Boolean((await db.query(sql, [key])).rowCount)

describe('housekeeping', () => {
  it('forgets old rate-limit windows, checkout keys, lockouts, expired one-time links, month-old finished jobs and error counts', { timeout: 40_000 }, async () => {
    const payload = await getTestPayload()
    await db.query(`INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, now() - interval '2 hours', 3), ($2, now(), 1)`, [`${tag}-old`, `${tag}-new`])
    await db.query(`INSERT INTO checkout_attempts (key, request_hash, created_at) VALUES ($1, 'h', now() - interval '2 days'), ($2, 'h', now())`, [`${tag}-old`, `${tag}-new`])
    await db.query(`INSERT INTO login_lockouts (key, failures, last_failure_at) VALUES ($1, 5, now() - interval '2 days'), ($2, 5, now())`, [`${tag}-old`, `${tag}-new`])
    await db.query(
      `INSERT INTO one_time_links (token_hash, purpose, subject, expires_at) VALUES ($1, 'donor-manage', 'stripe-customer:cus_x', now() - interval '2 days'), ($2, 'donor-manage', 'stripe-customer:cus_x', now() + interval '1 hour')`,
      [`${tag}-old`, `${tag}-new`],
    )
    // The card-testing guard's: declines and canceled payments after a week, spent checks once expired.
    await db.query(`INSERT INTO card_declines (payment_intent, payment_method, created_at) VALUES ($1, 'pm', now() - interval '8 days'), ($2, 'pm', now())`, [`${tag}-old`, `${tag}-new`])
    await db.query(`INSERT INTO tested_payments (payment_intent, reason, created_at) VALUES ($1, 'r', now() - interval '8 days'), ($2, 'r', now())`, [`${tag}-old`, `${tag}-new`])
    await db.query(`INSERT INTO human_check_uses (signature, expires_at) VALUES ($1, now() - interval '1 minute'), ($2, now() + interval '10 minutes')`, [`${tag}-old`, `${tag}-new`])
    await db.query(`INSERT INTO server_errors (hour, route, first_message, first_request_id) VALUES (now() - interval '31 days', $1, 'm', 'r'), (now() - interval '29 days', $2, 'm', 'r')`, [
      `${tag}-old`,
      `${tag}-new`,
    ])
    const oldJob = await payload.jobs.queue({ task: 'housekeeping', input: {}, waitUntil: new Date(Date.now() + 86_400_000) })
    await db.query(`UPDATE payload_jobs SET completed_at = now() - interval '40 days' WHERE id = $1`, [oldJob.id])

    const job = await payload.jobs.queue({ task: 'housekeeping', input: {} })
    await eventually(async () => ((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt ? true : undefined), 30_000)

    const tables = [
      ['SELECT 1 FROM rate_limit_hits WHERE key = $1'],
      ['SELECT 1 FROM checkout_attempts WHERE key = $1'],
      ['SELECT 1 FROM login_lockouts WHERE key = $1'],
      ['SELECT 1 FROM one_time_links WHERE token_hash = $1'],
      ['SELECT 1 FROM card_declines WHERE payment_intent = $1'],
      ['SELECT 1 FROM tested_payments WHERE payment_intent = $1'],
      ['SELECT 1 FROM human_check_uses WHERE signature = $1'],
      ['SELECT 1 FROM server_errors WHERE route = $1'],
    ] as const
    for (const [sql] of tables) {
      expect(await exists(sql, `${tag}-old`), sql).toBe(false)
      expect(await exists(sql, `${tag}-new`), sql).toBe(true)
    }
    expect(await exists('SELECT 1 FROM payload_jobs WHERE id = $1', String(oldJob.id))).toBe(false)
    expect(await exists('SELECT 1 FROM payload_jobs WHERE id = $1', String(job.id))).toBe(true)
  })
})
