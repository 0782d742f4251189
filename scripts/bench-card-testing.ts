// npm run bench:card-testing — the card-testing attack simulation, against the production build
// (run `npm run build` first), the Stripe-compatible fake and a local SMTP server. An attacker
// starts ATTACK_CHECKOUTS checkouts at $1 from ATTACK_ADDRESSES rotating addresses over
// ATTACK_SECONDS, each with a fresh email, and every card is declined (the webhook is sent
// `payment_intent.payment_failed` with the card's fingerprint, as Stripe would after Stripe.js
// confirms). Then a real donor from a fresh address gives, and once the guard has cooled down an
// ordinary donor gives again. Prints figures; it does not pass or fail.
//   ATTACK_CHECKOUTS=300 ATTACK_ADDRESSES=60 ATTACK_SECONDS=120 npm run bench:card-testing
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'

import Stripe from 'stripe'

import { startFakeSmtp } from '../tests/support/fakeSmtp'
import { startFakeStripe } from '../tests/support/fakeStripe'
import { startStack } from '../tests/support/startStack'

const CHECKOUTS = Number(process.env.ATTACK_CHECKOUTS || 300)
const ADDRESSES = Number(process.env.ATTACK_ADDRESSES || 60)
const SECONDS = Number(process.env.ATTACK_SECONDS || 120)
const WEBHOOK_SECRET = 'whsec_bench_card_testing'
const STAFF_INBOX = 'foundation@bench.example.org'

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const signer = new Stripe('sk_test_only_for_signing')
const smtp = await startFakeSmtp()
const stripe = await startFakeStripe()
const stack = await startStack({
  SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
  MAIL_FROM: 'Website <website@bench.example.org>',
  CONTACT_TO_EMAIL: STAFF_INBOX,
  STRIPE_SECRET_KEY: 'sk_test_fake_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
  // As behind one proxy: each attacker's address arrives in X-Forwarded-For.
  TRUSTED_PROXY_HOPS: '1',
  SCHEDULED_JOBS: 'false',
  // A short cool-down, so the run can show the check going away (production's default is longer).
  CARD_GUARD_COOLDOWN_MINUTES: process.env.CARD_GUARD_COOLDOWN_MINUTES || '1',
})
const base = stack.baseURL

type Answer = { at: number; status: number; humanCheck: boolean; intent?: string; donation?: number }

const addressOf = (n: number) => `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`

async function checkout(address: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer & { body: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/donations/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'Idempotency-Key': randomUUID(), ...headers },
    body: JSON.stringify({ amount_cents: 100, donor_email: `t${randomUUID().slice(0, 8)}@example.net`, ...extra }),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  const secret = typeof body.client_secret === 'string' ? body.client_secret : undefined
  return {
    at: Date.now(),
    status: response.status,
    humanCheck: body.human_check === true,
    intent: secret?.split('_secret_')[0],
    donation: typeof body.donation_id === 'number' ? body.donation_id : undefined,
    body,
  }
}

/** What Stripe sends after Stripe.js tried a stolen card on the PaymentIntent and the bank said no. */
async function declined(intent: string, donation: number) {
  const object = {
    id: intent,
    object: 'payment_intent',
    amount: 100,
    status: 'requires_payment_method',
    metadata: { donation_id: String(donation) },
    last_payment_error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_method: { id: `pm_${randomUUID().slice(0, 12)}`, object: 'payment_method', type: 'card', card: { fingerprint: randomUUID().slice(0, 16), last4: '0002' } },
    },
  }
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'payment_intent.payment_failed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
  await fetch(`${base}/api/donations/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body })
}

/** The human check as the browser's widget does it: fetch a challenge, solve the proof of work. */
async function solveHumanCheck(address: string): Promise<{ field: Record<string, unknown>; solveMs: number }> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const challenge = await (await fetch(`${base}/api/donations/human-check`, { headers: { 'X-Forwarded-For': address } })).json()
  const started = Date.now()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge could not be solved')
  return { field: { human_check: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }, solveMs: Date.now() - started }
}

const staffAlerts = async () => ((await (await fetch(smtp.mailboxURL)).json()) as { to: string[]; raw: string }[]).filter((m) => /card[- ]testing/i.test(m.raw.split(/\r?\n\r?\n/)[0] ?? '')).length

const intentsCreated = async () => {
  const calls = (await (await fetch(`${stripe.url}/__calls`)).json()) as { method: string; path: string }[]
  return calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents').length
}

try {
  console.log(`Attack: ${CHECKOUTS} checkouts from ${ADDRESSES} addresses over ${SECONDS} s, every card declined …`)
  const started = Date.now()
  const answers: Answer[] = []
  const pending: Promise<void>[] = []
  for (let i = 0; i < CHECKOUTS; i++) {
    const due = started + (i * SECONDS * 1000) / CHECKOUTS
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())))
    pending.push(
      checkout(addressOf(i % ADDRESSES)).then(async (answer) => {
        answers.push(answer)
        if (answer.intent && answer.donation) await declined(answer.intent, answer.donation)
      }),
    )
  }
  await Promise.all(pending)
  answers.sort((a, b) => a.at - b.at)
  const tripped = answers.find((a) => a.humanCheck)
  const after = tripped ? answers.filter((a) => a.at >= tripped.at) : []
  await new Promise((resolve) => setTimeout(resolve, 5_000)) // the alert mail is a job: give it a moment
  const statuses = Object.entries(answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {}))

  console.log(`  answers by status:            ${statuses.map(([s, n]) => `${s}×${n}`).join(', ')}`)
  console.log(`  guard tripped after:          ${tripped ? `${((tripped.at - started) / 1000).toFixed(1)} s (checkout ${answers.indexOf(tripped) + 1})` : 'never'}`)
  console.log(`  PaymentIntents created:       ${await intentsCreated()} in all, ${after.filter((a) => a.status === 201).length} after the guard tripped`)
  console.log(`  staff alert mails:            ${await staffAlerts()}`)

  const donor = '203.0.113.77'
  const first = await checkout(donor, { donor_email: 'real.donor@example.org', amount_cents: 5_000 })
  if (first.humanCheck) {
    const check = await solveHumanCheck(donor)
    const second = await checkout(donor, { donor_email: 'real.donor@example.org', amount_cents: 5_000, ...check.field })
    console.log(`  real donor (fresh address):   asked for the check (${first.status}), solved in ${check.solveMs} ms, then ${second.status}`)
  } else {
    console.log(`  real donor (fresh address):   ${first.status} without a check`)
  }

  const coolStart = Date.now()
  let cooled: Awaited<ReturnType<typeof checkout>> | undefined
  while (tripped && Date.now() - coolStart < 10 * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const probe = await checkout('203.0.113.78', { donor_email: 'later.donor@example.org', amount_cents: 2_500 })
    if (!probe.humanCheck) {
      cooled = probe
      break
    }
  }
  if (tripped) {
    console.log(
      `  after the cool-down:          ${cooled ? `an ordinary donor gives with no check (${cooled.status}), ${((cooled.at - coolStart) / 1000).toFixed(0)} s after the attack ended` : 'still asking for the check after 10 min'}`,
    )
  }
  console.log(`  staff alert mails at the end: ${await staffAlerts()}`)
} finally {
  await stack.stop()
  await smtp.stop()
  await stripe.stop()
}
