import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { apiLogin, bearer, http, postJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

// The donate form's "Could you give $X a month instead?" (issue 46): the browser asks it (tests/e2e
// donate.spec.ts); the server keeps the answer with the gift when it says what the gift is, and the
// dashboard's totals count offers and acceptances of the last 30 days. Only this file sends an
// answer, so the counts move by what it sends.

type Prompt = { offered: number; accepted: number; rate_percent: number | null }
let payload: Payload
let staff: string

const promptStats = async (): Promise<Prompt> => ((await (await http('/api/donations/stats', { headers: bearer(staff) })).json()) as { monthly_prompt: Prompt }).monthly_prompt
const subscriptionsMade = async () => ((await (await fetch(`${testStack().stripeURL}/__calls`)).json()) as StripeCall[]).filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions').length

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await apiLogin()
})

describe('the monthly prompt’s answer', () => {
  it('accepted starts a monthly gift (a subscription) and is kept; declined is kept with a one-time gift; the dashboard counts both', async () => {
    const before = await promptStats()
    const subscriptions = await subscriptionsMade()
    const accepted = await postJson('/api/donations/checkout', { amount_cents: 3400, is_recurring: true, monthly_prompt: 'accepted', donor_email: uniqueEmail('prompt-yes') })
    expect(accepted.status).toBe(201)
    const declined = await postJson('/api/donations/checkout', { amount_cents: 10_000, monthly_prompt: 'declined', donor_email: uniqueEmail('prompt-no') })
    expect(declined.status).toBe(201)
    const [yes, no] = await Promise.all([accepted, declined].map(async (r) => payload.findByID({ collection: 'donations', id: ((await r.json()) as { donation_id: number }).donation_id })))
    expect(yes).toMatchObject({ monthly_prompt: 'accepted', is_recurring: true, amount_cents: 3400 })
    expect(yes!.stripe_subscription_id).toMatch(/^sub_/)
    expect(await subscriptionsMade()).toBe(subscriptions + 1)
    expect(no).toMatchObject({ monthly_prompt: 'declined', is_recurring: false })

    const after = await promptStats()
    expect(after.offered - before.offered).toBe(2)
    expect(after.accepted - before.accepted).toBe(1)
    expect(after.rate_percent).toBe(Math.round((1000 * after.accepted) / after.offered) / 10)
  })

  it('an answer that does not say what the gift is is not counted, and a made-up one is refused', async () => {
    const before = await promptStats()
    const mismatched = await postJson('/api/donations/checkout', { amount_cents: 5000, monthly_prompt: 'accepted', donor_email: uniqueEmail('prompt-odd') })
    expect(mismatched.status).toBe(201)
    const row = await payload.findByID({ collection: 'donations', id: ((await mismatched.json()) as { donation_id: number }).donation_id })
    expect(row.monthly_prompt ?? null).toBeNull()
    const madeUp = await postJson('/api/donations/checkout', { amount_cents: 5000, monthly_prompt: 'maybe' })
    expect(madeUp.status).toBe(422)
    expect(((await madeUp.json()) as { fields: Record<string, string> }).fields.monthly_prompt).toBe('Must be accepted or declined')
    expect(await promptStats()).toEqual(before)
  })
})
