import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { donateFormSchemaFor } from '@/contracts/donate'

import { TEST_ADMIN } from '../support/constants.mjs'
import { startFakeSmtp } from '../support/fakeSmtp'
import { startFakeStripe } from '../support/fakeStripe'
import { freshAddress } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { type Stack, startStack } from '../support/startStack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

/**
 * Card testing met in depth, on a server of its own with low thresholds: 4 checkouts a minute
 * site-wide, 6 declines a minute, a 6-second cooldown, $5 minimum, and 3 declines per payment,
 * card and email. "Quiet" (the minute's counts gone, episodes and declines moved into the past)
 * stands in for waiting.
 */
const CHECKOUTS_PER_MINUTE = 4
const env = (smtpPort: number, stripeURL: string) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Website <website@guard.example.org>',
  CONTACT_TO_EMAIL: 'foundation@guard.example.org',
  // A Stripe of its own: the tests count every call it receives, and other files run beside this
  // one on other workers (vitest.config.ts), whose calls must not be counted here.
  STRIPE_SECRET_KEY: 'sk_test_card_testing',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: stripeURL,
  TRUSTED_PROXY_HOPS: '1',
  SCHEDULED_JOBS: 'false',
  CARD_GUARD_CHECKOUTS_PER_MINUTE: String(CHECKOUTS_PER_MINUTE),
  CARD_GUARD_DECLINES_PER_MINUTE: '6',
  CARD_GUARD_COOLDOWN_MINUTES: '0.1',
  DECLINES_PER_PAYMENT: '3',
  DECLINES_PER_CARD_PER_HOUR: '3',
  DECLINES_PER_EMAIL_PER_HOUR: '3',
  MIN_DONATION_CENTS: '500',
})

let stack: Stack
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let db: pg.Pool
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
const stripeURL = () => stripe.url
const sdk = new Stripe('sk_test_only_for_signing')

const send = (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-for', freshAddress())
  return fetch(`${stack.baseURL}${path}`, { ...init, headers })
}

type CheckoutAnswer = { client_secret: string; donation_id: number; detail?: string; human_check?: boolean; fields?: Record<string, string> }
async function checkout(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await send('/api/donations/checkout', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as CheckoutAnswer }
}
const gift = (extra: Record<string, unknown> = {}) => ({ amount_cents: 2500, donor_email: 'donor@guard.example.org', ...extra })

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await db.query(text, values)).rows[0] as T
const donationCount = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM donations')).n
const stripeCallCount = async () => ((await (await fetch(`${stripeURL()}/__calls`)).json()) as unknown[]).length
const stripeObject = async (id: string) => (await (await fetch(`${stripeURL()}/__object?id=${id}`)).json()) as Record<string, unknown>

/** The site-wide minute's count forgotten (as when its minute has ended). */
const forgetCheckouts = () => db.query(`DELETE FROM card_guard_window`)

/**
 * As if the guard had been quiet for a day: the work a test before left queued done (a payment it
 * had declined is canceled at Stripe by a job, which this test must not count), this minute's
 * count gone, episodes and declines in the past.
 */
async function quiet() {
  await jobsSettled(stack.databaseURL)
  await forgetCheckouts()
  await db.query(`UPDATE card_guard_episodes SET last_tripped_at = now() - interval '1 day', started_at = started_at - interval '1 day'`)
  await db.query(`UPDATE card_declines SET created_at = created_at - interval '2 hours'`)
}

/** Checkouts until one is asked for the human check (the guard goes up past the threshold). */
async function tripGuard() {
  for (let i = 0; i <= CHECKOUTS_PER_MINUTE + 1; i++) {
    const answer = await checkout(gift())
    if (answer.status === 428) return answer
  }
  throw new Error('the guard did not go up')
}

/** Solves a challenge the way the widget does (altcha-lib's solver), into the field's base64 JSON. */
async function solvedCheck(): Promise<string> {
  const response = await send('/api/donations/human-check')
  expect(response.status).toBe(200)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('no solution')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A declined confirmation at (fake) Stripe, then its payment_intent.payment_failed, signed, to the webhook. */
async function decline(paymentIntent: string, card: string) {
  const confirmed = await fetch(`${stripeURL()}/v1/payment_intents/${paymentIntent}/confirm`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_fake_secret', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `card_number=${card}`,
  })
  const intent = (await confirmed.json()) as Record<string, unknown>
  const body = JSON.stringify({
    id: `evt_decline_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.payment_failed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  })
  const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_WEBHOOK_SECRET })
  const response = await send('/api/donations/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body })
  expect(response.status).toBe(200)
  return intent
}
const intentOf = (answer: { body: CheckoutAnswer }) => answer.body.client_secret.split('_secret_')[0]!
const DECLINING = '4000000000000002'

async function staffToken(): Promise<string> {
  const response = await send('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
  return ((await response.json()) as { access_token: string }).access_token
}

beforeAll(async () => {
  smtp = await startFakeSmtp({ smtp: 0, mailbox: 0 })
  stripe = await startFakeStripe()
  stack = await startStack(env(smtp.smtpPort, stripe.url))
  db = new pg.Pool({ connectionString: stack.databaseURL, max: 2 })
})
afterAll(async () => {
  await db?.end()
  await stack?.stop()
  await smtp?.stop()
  await stripe?.stop()
})

describe('the site-wide guard', () => {
  it('while it is down, a checkout asks for nothing new', async () => {
    await quiet()
    const answer = await checkout(gift())
    expect(answer.status).toBe(201)
  })

  it('past the threshold: a human check before anything is created (428), one episode, one alert mail', async () => {
    await quiet()
    const before = await one<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM card_guard_episodes')
    const refused = await tripGuard()
    expect(refused.body).toEqual({ detail: expect.stringContaining('quick check'), human_check: true })
    const [rows, calls] = [await donationCount(), await stripeCallCount()]
    expect((await checkout(gift())).status).toBe(428)
    expect(await donationCount()).toBe(rows)
    expect(await stripeCallCount()).toBe(calls)
    const episodes = (await db.query('SELECT * FROM card_guard_episodes WHERE id > $1', [before.n])).rows
    expect(episodes).toHaveLength(1)
    expect(episodes[0]).toMatchObject({ reason: 'checkouts', checkouts: expect.any(Number) })
    expect(episodes[0].checkouts).toBeGreaterThan(CHECKOUTS_PER_MINUTE)
    const mail = await eventually(async () => (await readMailbox(smtp.mailboxURL)).find((m) => mailText(m).includes(`(episode ${episodes[0].id})`)))
    expect(mail.to).toContain(TEST_ADMIN.email)
    expect(mailText(mail)).toMatch(new RegExp(`\\d+ checkouts were started in one minute \\(the limit is ${CHECKOUTS_PER_MINUTE}\\)`))
    expect(mailText(mail)).toContain('asked for a quick automatic check')
  })

  it('with a solved check the gift starts (201); the same solution again is refused and creates nothing', async () => {
    await quiet()
    await tripGuard()
    const solution = await solvedCheck()
    const started = await checkout(gift({ human_check: solution }))
    expect(started.status).toBe(201)
    expect(await one('SELECT status, amount_cents::int AS amount_cents FROM donations WHERE id = $1', [started.body.donation_id])).toEqual({ status: 'pending', amount_cents: 2500 })
    const [rows, calls] = [await donationCount(), await stripeCallCount()]
    const replayed = await checkout(gift({ human_check: solution }))
    expect(replayed.status).toBe(428)
    expect(replayed.body.human_check).toBe(true)
    const forged = await checkout(gift({ human_check: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }))
    expect(forged.status).toBe(428)
    expect(await donationCount()).toBe(rows)
    expect(await stripeCallCount()).toBe(calls)
  })

  it('its minute runs from the first checkout, not on the clock: 4 checkouts 50 s ago and a fifth now trip it; a minute later the count starts again', async () => {
    await quiet()
    await db.query(`INSERT INTO card_guard_window (id, window_start, checkouts) VALUES (1, now() - interval '50 seconds', $1)`, [CHECKOUTS_PER_MINUTE])
    expect((await checkout(gift())).status).toBe(428)
    await quiet()
    await db.query(`INSERT INTO card_guard_window (id, window_start, checkouts) VALUES (1, now() - interval '61 seconds', $1)`, [CHECKOUTS_PER_MINUTE])
    expect((await checkout(gift())).status).toBe(201)
    expect(await one('SELECT checkouts FROM card_guard_window')).toEqual({ checkouts: 1 })
  })

  it('the challenge is personal: private, no-store, signed, expiring within 10 minutes', async () => {
    const response = await send('/api/donations/human-check')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const challenge = (await response.json()) as Challenge
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(600)
  })

  it('concurrent trips on a quiet site: exactly one episode and one alert job', async () => {
    await quiet()
    const before = await one<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM card_guard_episodes')
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkout(gift())))
    expect(answers.filter((a) => a.status === 428).length).toBeGreaterThanOrEqual(12 - CHECKOUTS_PER_MINUTE)
    const episodes = (await db.query('SELECT id FROM card_guard_episodes WHERE id > $1', [before.n])).rows as { id: number }[]
    expect(episodes).toHaveLength(1)
    const jobs = await one<{ n: number }>(`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'mailCardTestingAlert' AND (input->>'episode')::int = $1`, [episodes[0]!.id])
    expect(jobs.n).toBe(1)
  })

  it('staff see it (fundraising area); it goes down once quiet for the cooldown', async () => {
    await quiet()
    await tripGuard()
    expect((await send('/api/admin/card-guard')).status).toBe(401)
    const token = await staffToken()
    const state = (await (await send('/api/admin/card-guard', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      up: boolean
      episodes: { reason: string }[]
      settings: { cooldown_minutes: number }
    }
    expect(state).toMatchObject({ up: true, settings: { cooldown_minutes: 0.1 } })
    expect(state.episodes[0]!.reason).toBe('checkouts')
    // Quiet from now: the minute's count forgotten; the 6-second cooldown runs for real.
    await forgetCheckouts()
    const started = Date.now()
    const answer = await eventually(async () => {
      await forgetCheckouts()
      const tried = await checkout(gift())
      return tried.status === 201 ? tried : undefined
    }, 15_000)
    expect(answer.status).toBe(201)
    expect(Date.now() - started).toBeGreaterThan(3_000)
    const after = (await (await send('/api/admin/card-guard', { headers: { Authorization: `Bearer ${token}` } })).json()) as { up: boolean }
    expect(after.up).toBe(false)
  })
})

describe('declines', () => {
  it('each is recorded; a payment declined 3 times is canceled at Stripe', async () => {
    await quiet()
    const started = await checkout(gift({ donor_email: 'per-payment@guard.example.org' }))
    const pi = intentOf(started)
    for (const n of [1, 2, 3]) await decline(pi, `${DECLINING}${n}`)
    const rows = (await db.query('SELECT * FROM card_declines WHERE payment_intent = $1 ORDER BY id', [pi])).rows
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatchObject({
      donation_id: started.body.donation_id,
      donor_email: 'per-payment@guard.example.org',
      decline_code: 'generic_decline',
      card_fingerprint: expect.stringMatching(/^\w{16}$/),
    })
    expect(new Set(rows.map((r) => r.card_fingerprint)).size).toBe(3)
    await eventually(async () => ((await stripeObject(pi)).status === 'canceled' ? true : undefined), 15_000)
    const job = await one<{ n: number }>(`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'cancelTestedPayment' AND input->>'payment_intent' = $1`, [pi])
    expect(job.n).toBe(1)
  })

  it('a card declined 3 times this hour gets the payment it is tried on canceled', async () => {
    await quiet()
    const intents: string[] = []
    for (const email of ['a', 'b', 'c']) intents.push(intentOf(await checkout(gift({ donor_email: `${email}@card.example.org` }))))
    for (const pi of intents) await decline(pi, `${DECLINING}77`)
    await eventually(async () => ((await stripeObject(intents[2]!)).status === 'canceled' ? true : undefined), 15_000)
    expect((await stripeObject(intents[0]!)).status).toBe('requires_payment_method')
  })

  it('an email with 3 declines this hour is refused at checkout (429), nothing created', async () => {
    await quiet()
    const email = 'tester@guard.example.org'
    const pi = intentOf(await checkout(gift({ donor_email: email })))
    for (const n of [1, 2, 3]) await decline(pi, `${DECLINING}5${n}`)
    const [rows, calls] = [await donationCount(), await stripeCallCount()]
    const refused = await checkout(gift({ donor_email: email }))
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toContain('several declined cards in the last hour')
    expect(await donationCount()).toBe(rows)
    expect(await stripeCallCount()).toBe(calls)
    expect((await checkout(gift({ donor_email: 'someone.else@guard.example.org' }))).status).toBe(201)
  })

  it('a monthly gift tried with 3 cards has its subscription canceled (Stripe will not cancel an invoice’s payment alone)', async () => {
    await quiet()
    const started = await checkout(gift({ donor_email: 'monthly-tester@guard.example.org', is_recurring: true }))
    expect(started.status).toBe(201)
    const pi = intentOf(started)
    for (const n of [1, 2, 3]) await decline(pi, `${DECLINING}8${n}`)
    const { stripe_subscription_id: subscription } = await one<{ stripe_subscription_id: string }>('SELECT stripe_subscription_id FROM donations WHERE id = $1', [started.body.donation_id])
    await eventually(async () => ((await stripeObject(subscription)).status === 'canceled' ? true : undefined), 15_000)
    expect((await stripeObject(pi)).status).toBe('canceled')
    const outcome = await eventually(async () => {
      const row = await one<{ output: { outcome: string } } | undefined>(
        `SELECT l.output FROM payload_jobs j JOIN payload_jobs_log l ON l._parent_id = j.id WHERE j.task_slug = 'cancelTestedPayment' AND j.input->>'payment_intent' = $1 AND l.state = 'succeeded'`,
        [pi],
      )
      return row?.output.outcome
    }, 15_000)
    expect(outcome).toBe('monthly gift not yet paid: subscription canceled')
  })

  it('while the guard is up, a payment started before it went up is canceled at its first decline; one started since is not', async () => {
    await quiet()
    const stockpiled = intentOf(await checkout(gift({ donor_email: 'stockpile@guard.example.org' })))
    await db.query(`UPDATE donations SET created_at = now() - interval '10 minutes' WHERE stripe_payment_intent_id = $1`, [stockpiled])
    await tripGuard()
    const since = await checkout(gift({ donor_email: 'since@guard.example.org', human_check: await solvedCheck() }))
    expect(since.status).toBe(201)
    await decline(stockpiled, `${DECLINING}91`)
    await decline(intentOf(since), `${DECLINING}92`)
    await eventually(async () => ((await stripeObject(stockpiled)).status === 'canceled' ? true : undefined), 15_000)
    const reason = await one<{ reason: string }>('SELECT reason FROM tested_payments WHERE payment_intent = $1', [stockpiled])
    expect(reason.reason).toBe('started before the guard went up')
    expect((await stripeObject(intentOf(since))).status).toBe('requires_payment_method')
    expect((await stripeObject(stockpiled)).cancellation_reason).toBe('abandoned')
  })

  it('6 declines in a minute site-wide put the guard up', async () => {
    await quiet()
    const first = intentOf(await checkout(gift({ donor_email: 'wave1@guard.example.org' })))
    const second = intentOf(await checkout(gift({ donor_email: 'wave2@guard.example.org' })))
    for (const n of [1, 2, 3]) await decline(first, `${DECLINING}6${n}`)
    for (const n of [4, 5, 6]) await decline(second, `${DECLINING}6${n}`)
    const episode = await one<{ reason: string; declines: number }>('SELECT reason, declines FROM card_guard_episodes ORDER BY id DESC LIMIT 1')
    expect(episode).toEqual({ reason: 'declines', declines: 6 })
    expect((await checkout(gift())).status).toBe(428)
  })
})

describe('the form’s own defenses', () => {
  it('the honeypot filled: 400, nothing created', async () => {
    await quiet()
    const [rows, calls] = [await donationCount(), await stripeCallCount()]
    const refused = await checkout(gift({ website: 'http://spam.example' }))
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toBe('We could not start this gift. Please reload the page and try again.')
    expect(await donationCount()).toBe(rows)
    expect(await stripeCallCount()).toBe(calls)
  })

  it('MIN_DONATION_CENTS: the API and the browser form say the same', async () => {
    await quiet()
    const small = await checkout(gift({ amount_cents: 499 }))
    expect(small.status).toBe(422)
    expect(small.body.fields).toEqual({ amount_cents: 'Amount must be at least $5' })
    expect((await checkout(gift({ amount_cents: 500 }))).status).toBe(201)
    const form = donateFormSchemaFor(500).safeParse({ amount: 4.99 })
    expect(form.success ? undefined : form.error.issues.find((i) => i.path[0] === 'amount')?.message).toBe('Amount must be at least $5')
    const spec = donateFormSchemaFor(100).safeParse({ amount: 0.5 })
    expect(spec.success ? undefined : spec.error.issues.find((i) => i.path[0] === 'amount')?.message).toBe('Amount must be at least $1')
    const page = await (await send('/donate')).text()
    expect(page).toMatch(/id="donate-custom"[^>]*min="5"|min="5"[^>]*id="donate-custom"/)
  })
})
