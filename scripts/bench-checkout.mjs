#!/usr/bin/env node
// npm run bench:checkout — against the production build (run `npm run build` first) and the fake
// Stripe API (tests/support/fakeStripe.ts): the latency of POST /api/donations/checkout for an
// ordinary donor, one request at a time (a donor's own wait), with the card-testing guard down,
// then up with a solved human check in each request (the solving, in this process, is not timed:
// it happens in the donor's browser before the request). Prints figures; it does not pass or fail.
//   BENCH_CHECKOUTS=400 npm run bench:checkout     (default 200 per run)
import { existsSync } from 'node:fs'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'

import { start, stop } from './benchChildren.mjs'

const COUNT = Number(process.env.BENCH_CHECKOUTS || 200)

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
  // The guard never trips on its own here: it is put up by hand for the second run.
  CARD_GUARD_CHECKOUTS_PER_MINUTE: '100000000',
}
const app = start('node', ['tests/support/serve.mjs'], { TEST_APP_ENV: JSON.stringify(appEnv) }, (line) => (line.startsWith('READY ') ? line.split(' ') : undefined))
const [, baseURL, databaseURL] = await app.ready

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** `COUNT` checkouts one after another; `extra()` adds to each body (a solved check). */
async function run(label, extra = async () => ({}), count = COUNT) {
  const times = []
  let failures = 0
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ amount_cents: 2500, donor_email: `bench${i}@example.org`, is_recurring: false, ...(await extra()) })
    const started = performance.now()
    const response = await fetch(`${baseURL}/api/donations/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${label.replace(/\W+/g, '-')}-${i}-${Date.now()}` },
      body,
    })
    const answer = await response.text()
    times.push(performance.now() - started)
    if (response.status !== 201 && !failures++) console.log(`(first failure: ${response.status} ${answer.slice(0, 200)})`)
  }
  times.sort((a, b) => a - b)
  console.log(
    `POST /api/donations/checkout, ${label}: ${count} checkouts, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms${failures ? `, ${failures} not 201` : ''}`,
  )
}

/** A challenge from the API, solved as the widget would: the field's base64 JSON. */
let solving = 0
async function solvedCheck() {
  const challenge = await (await fetch(`${baseURL}/api/donations/human-check`)).json()
  const started = performance.now()
  const solution = await solveChallenge({ challenge, deriveKey })
  solving += performance.now() - started
  return { human_check: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }
}

const db = new pg.Client({ connectionString: databaseURL })
try {
  await run('warm-up (not counted)', async () => ({}), 20)
  await run('guard down')
  await db.connect()
  const guardKnown = await db.query(`SELECT to_regclass('card_guard_episodes') IS NOT NULL AS known`)
  if (guardKnown.rows[0].known) {
    await db.query(`INSERT INTO card_guard_episodes (reason, checkouts, declines) VALUES ('checkouts', 0, 0)`)
    await run('guard up, each with a solved check', solvedCheck)
    console.log(`(solving a challenge in Node: ${(solving / COUNT).toFixed(0)} ms on average, not counted above)`)
  }
} finally {
  await db.end().catch(() => {})
  await stop(app.child)
  await stop(stripe.child)
}
