import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LINK_EXPIRED, MANAGE_LINK_SENT } from '@/contracts/donorLinks'
import { poolOf } from '@/lib/postgres'

import { postChunked } from '../support/chunked'
import type { StripeCall } from '../support/fakeStripe'
import { baseURL, freshAddress, http, postJson } from '../support/http'
import { eventually, manageLinksFor } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

// A donor manages a monthly gift without an account: an emailed one-time link (read here from the
// local SMTP server) opens Stripe's customer portal (the fake Stripe's) for their customer.

let payload: Payload
const links = (to: string) => manageLinksFor(testStack().mailboxURL, to)
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const askForLink = (email: string, address = freshAddress()) => postJson('/api/donations/manage', { email }, { 'X-Forwarded-For': address })
const openPortal = (token: string) => postJson('/api/donations/manage/open', { token })
const settle = () => jobsSettled(testStack().databaseURL)

/** A monthly gift made through checkout and paid at Stripe, as its webhook records it. */
async function monthlyDonor(email = `monthly-${randomUUID()}@example.org`) {
  const started = (await (await postJson('/api/donations/checkout', { amount_cents: 2500, is_recurring: true, donor_email: email })).json()) as { donation_id: number }
  await payload.update({ collection: 'donations', id: started.donation_id, data: { status: 'succeeded' } })
  const row = await payload.findByID({ collection: 'donations', id: started.donation_id })
  return { email, customer: row.stripe_customer_id! }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('POST /api/donations/manage and /manage/open', () => {
  it('emails a one-time link that opens Stripe’s customer portal for the donor’s customer, once', async () => {
    const donor = await monthlyDonor()
    const response = await askForLink(donor.email.toUpperCase())
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: MANAGE_LINK_SENT })
    const [link] = await eventually(async () => ((await links(donor.email)).length ? links(donor.email) : undefined))
    expect(link).toMatch(/\/donate\/manage\?token=[\w-]{43}$/)

    const opened = await openPortal(tokenOf(link!))
    expect(opened.status).toBe(200)
    const { url } = (await opened.json()) as { url: string }
    const portal = await fetch(url)
    expect(await portal.text()).toContain(`Customer ${donor.customer}`)
    const calls = ((await (await fetch(`${testStack().stripeURL}/__calls`)).json()) as StripeCall[]).filter((c) => c.path === '/v1/billing_portal/sessions')
    expect(calls.at(-1)?.body).toMatchObject({ customer: donor.customer, return_url: expect.stringMatching(/\/donate$/) })

    const again = await openPortal(tokenOf(link!))
    expect(again.status).toBe(404)
    expect(((await again.json()) as { detail: string }).detail).toBe(LINK_EXPIRED)
  })

  it('answers the same for an email with no gift, and sends it nothing', async () => {
    const stranger = `nobody-${randomUUID()}@example.org`
    const donor = await monthlyDonor()
    const [known, unknown] = await Promise.all([askForLink(donor.email), askForLink(stranger)])
    expect(unknown.status).toBe(known.status)
    expect(await unknown.json()).toEqual(await known.json())
    await eventually(async () => ((await links(donor.email)).length ? true : undefined))
    await settle()
    expect(await links(stranger)).toEqual([])
  })

  it('a link over an hour old, or made up, opens nothing', async () => {
    const donor = await monthlyDonor()
    await askForLink(donor.email)
    const [link] = await eventually(async () => ((await links(donor.email)).length ? links(donor.email) : undefined))
    const token = tokenOf(link!)
    const hash = createHash('sha256').update(token).digest('hex')
    await poolOf(payload).query(`UPDATE one_time_links SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hash])
    expect((await openPortal(token)).status).toBe(404)
    expect((await openPortal('A'.repeat(43))).status).toBe(404)
    for (const bad of ['short', 'x'.repeat(44), '../../etc/passwd']) {
      const response = await openPortal(bad)
      expect(response.status).toBe(422)
      expect(((await response.json()) as { fields: Record<string, string> }).fields.token).toBe(LINK_EXPIRED)
    }
  })

  it('sends one address at most three links an hour, however many are asked for', async () => {
    const donor = await monthlyDonor()
    for (let i = 0; i < 5; i++) expect((await askForLink(donor.email)).status).toBe(202)
    await eventually(async () => ((await links(donor.email)).length >= 3 ? true : undefined))
    await settle()
    expect(await links(donor.email)).toHaveLength(3)
  })

  it('is rate-limited per client, and refuses a bad email with the field’s message', { timeout: 120_000 }, async () => {
    const address = freshAddress()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await askForLink(`rate-${i}@example.org`, address)).status)
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true)
    expect(answers[10]).toBe(429)
    const bad = await askForLink('not an email')
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.email).toBe('Invalid email address')
  })

  it('when Stripe does not answer, says so within 15 s and gives the link back for another try', async () => {
    const donor = await monthlyDonor()
    await askForLink(donor.email)
    const [link] = await eventually(async () => ((await links(donor.email)).length ? links(donor.email) : undefined))
    await fetch(`${testStack().stripeURL}/__hang?seconds=30`)
    try {
      const started = Date.now()
      const hung = await openPortal(tokenOf(link!))
      expect(hung.status).toBe(503)
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      await fetch(`${testStack().stripeURL}/__hang?seconds=0`)
    }
    expect((await openPortal(tokenOf(link!))).status).toBe(200)
  }, 30_000)

  it('a body of 50 MB chunked, or over 64 KB in one piece, answers 413 to both public endpoints, read no further', async () => {
    for (const path of ['/api/donations/manage', '/api/donations/manage/open']) {
      const chunked = await postChunked(`${baseURL()}${path}`, { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() }, 50 * 1024 * 1024)
      expect(chunked.status, path).toBe(413)
      expect(chunked.sentBytes, path).toBeLessThan(50 * 1024 * 1024)
      const large = await postJson(path, { email: `${'a'.repeat(70_000)}@example.org`, token: 'x'.repeat(70_000) })
      expect(large.status, path).toBe(413)
    }
  })

  it('the page /donate/manage asks for the email, and a link’s page does not use the link up', async () => {
    const page = await http('/donate/manage?token=' + 'B'.repeat(43))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Open my monthly gift')
  })
})
