#!/usr/bin/env node
// npm run bench:tickets — against the production build (run `npm run build` first) and the fake
// Stripe API (tests/support/fakeStripe.ts): a sell-out's rush. An event with the last 100 seats of
// a ticket, then 200 buyers at once, each ordering one; prints how many were sold (held, 201),
// refused (409), anything else, and the latency a buyer waited (p50, p99, slowest). It checks the
// database too: the seats held never exceed the event's. Prints figures; it does not pass or fail.
//   BENCH_BUYERS=400 BENCH_SEATS=100 npm run bench:tickets
import { existsSync } from 'node:fs'

import pg from 'pg'

import { TEST_ADMIN } from '../tests/support/constants.mjs'
import { start, stop } from './benchChildren.mjs'

const BUYERS = Number(process.env.BENCH_BUYERS || 200)
const SEATS = Number(process.env.BENCH_SEATS || 100)

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const stripe = start('node_modules/.bin/tsx', ['tests/support/runFakeStripe.ts', '0'], {}, (line) => /fake Stripe API on (\S+)/.exec(line)?.[1])
const stripeURL = await stripe.ready
const appEnv = {
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  STRIPE_API_BASE: stripeURL,
  SCHEDULED_JOBS: 'false',
  CARD_GUARD_CHECKOUTS_PER_MINUTE: '100000000',
}
const app = start('node', ['tests/support/serve.mjs'], { TEST_APP_ENV: JSON.stringify(appEnv) }, (line) => (line.startsWith('READY ') ? line.split(' ') : undefined))
const [, baseURL, databaseURL] = await app.ready

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const post = (path, body, headers = {}) => fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function staffToken() {
  const response = await post('/api/auth/login', TEST_ADMIN)
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return (await response.json()).access_token
}

async function rushEvent(token, title) {
  const response = await post(
    '/api/admin/events',
    {
      title,
      summary: 'Together',
      description: 'Walk with us.',
      start_at: '2031-09-11T08:30:00-04:00',
      end_at: '2031-09-11T11:00:00-04:00',
      location: 'Pier 25',
      external_registration_url: '',
      is_published: true,
      tickets: [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: SEATS, seats: 1 }],
    },
    { authorization: `Bearer ${token}` },
  )
  if (response.status !== 201) throw new Error(`event not made: ${response.status} ${await response.text()}`)
  return (await response.json()).id
}

async function rush(eventId, label) {
  const slug = label.replace(/\W+/g, '-')
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const sent = performance.now()
      const response = await post(
        `/api/events/${eventId}/orders`,
        { name: 'Bench Buyer', email: `bench-${slug}-${i}@example.org`, items: [{ ticket: 'walk', quantity: 1 }] },
        { 'idempotency-key': `bench-${slug}-${i}-${Date.now()}` },
      )
      const text = await response.text()
      return { status: response.status, ms: performance.now() - sent, text }
    }),
  )
  const wall = performance.now() - started
  const times = answers.map((a) => a.ms).sort((a, b) => a - b)
  const p99Of = (status) =>
    percentile(
      answers
        .filter((a) => a.status === status)
        .map((a) => a.ms)
        .sort((a, b) => a - b),
      99,
    )?.toFixed(0) ?? '-'
  const sold = answers.filter((a) => a.status === 201).length
  const refused = answers.filter((a) => a.status === 409).length
  const other = answers.filter((a) => a.status !== 201 && a.status !== 409)
  const { rows } = await db.query(
    `SELECT coalesce(sum(i.quantity), 0)::int AS held FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id WHERE o.event_id = $1 AND o.status IN ('held', 'paid')`,
    [eventId],
  )
  console.log(
    `${label}: ${BUYERS} buyers for ${SEATS} seats: sold ${sold}, refused ${refused}${other.length ? `, other ${other.length} (first: ${other[0].status} ${other[0].text.slice(0, 160)})` : ''}; ` +
      `held in the database ${rows[0].held}${rows[0].held > SEATS ? ' (OVERSOLD)' : ''}; p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms (p99 of the sold ${p99Of(201)} ms, of the refused ${p99Of(409)} ms), all answered in ${wall.toFixed(0)} ms`,
  )
}

/** One buyer at a time: what a buyer waits when nobody else is buying. */
async function alone(eventId, count = 20) {
  const times = []
  for (let i = 0; i < count; i++) {
    const sent = performance.now()
    const response = await post(
      `/api/events/${eventId}/orders`,
      { name: 'Bench Buyer', email: `bench-alone-${i}@example.org`, items: [{ ticket: 'walk', quantity: 1 }] },
      { 'idempotency-key': `bench-alone-${i}-${Date.now()}` },
    )
    await response.text()
    if (response.status !== 201) throw new Error(`a lone order answered ${response.status}`)
    times.push(performance.now() - sent)
  }
  times.sort((a, b) => a - b)
  console.log(`one buyer at a time: ${count} orders, p50 ${percentile(times, 50).toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms`)
}

const db = new pg.Client({ connectionString: databaseURL })
try {
  await db.connect()
  const token = await staffToken()
  await rush(await rushEvent(token, 'Warm-up walk'), 'warm-up (not counted)')
  await alone(await rushEvent(token, 'Quiet walk'))
  await rush(await rushEvent(token, 'Memorial walk'), 'rush')
  await rush(await rushEvent(token, 'Second memorial walk'), 'rush again')
} finally {
  await db.end().catch(() => {})
  await stop(app.child)
  await stop(stripe.child)
}
