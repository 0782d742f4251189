import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, postJson } from '../support/http'
import { eventually, mailHeader, mailText, manageLinksFor, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// A monthly renewal whose payment failed (invoice.payment_failed): a row staff see, counted
// nowhere, and one kind mail to the donor per invoice with a fresh link to update the card.

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>, eventId?: string) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object, eventId)
const stats = async () => (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number; recurring_count: number }
const rowOfInvoice = async (invoice: string) => (await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: invoice } } })).docs
// The donor's mails about the failed payment: a month paid gets the foundation's letter of thanks as well (docs/acknowledgements.md).
const mailsTo = async (to: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to) && !mailHeader(m, 'Subject')?.startsWith('Thank you for your gift'))
const settle = () => jobsSettled(testStack().databaseURL)

/** A monthly gift made through checkout, its first month paid (invoice.paid). */
async function monthlyGift(amount = 1500) {
  const email = `renewal-${randomUUID()}@example.org`
  const { donation_id: id } = (await (await postJson('/api/donations/checkout', { amount_cents: amount, is_recurring: true, donor_email: email, donor_name: 'Robin Monthly' })).json()) as {
    donation_id: number
  }
  const row = await payload.findByID({ collection: 'donations', id })
  const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(id) } } }
  await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: amount, currency: 'usd', parent })
  return { id, email, amount, customer: row.stripe_customer_id!, parent }
}

type Gift = Awaited<ReturnType<typeof monthlyGift>>
const renewalInvoice = (gift: Gift, invoice: string, message?: string) => ({
  id: invoice,
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  amount_due: gift.amount,
  amount_paid: 0,
  currency: 'usd',
  customer: gift.customer,
  parent: gift.parent,
  attempted: true,
  attempt_count: 1,
  ...(message && {
    payments: {
      object: 'list',
      data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: { id: `pi_${invoice}`, object: 'payment_intent', last_payment_error: { message } } } }],
    },
  }),
})
const paid = (gift: Gift, invoice: string) => ({ ...renewalInvoice(gift, invoice), amount_paid: gift.amount, status: 'paid' })

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('a monthly renewal that failed (invoice.payment_failed)', () => {
  it('is a failed row, counted nowhere; the donor gets one mail whose link opens Stripe’s portal; Stripe’s retries send no more; paid later, it counts', async () => {
    const gift = await monthlyGift()
    const before = await stats()
    const invoice = `in_${randomUUID().slice(0, 12)}`
    expect((await deliver('invoice.payment_failed', renewalInvoice(gift, invoice, 'Your card has expired.'))).body.outcome).toBe('applied')
    const [row] = await rowOfInvoice(invoice)
    expect(row).toMatchObject({
      status: 'failed',
      is_recurring: true,
      amount_cents: 1500,
      donor_email: gift.email,
      donor_name: 'Robin Monthly',
      failure_reason: 'Your card has expired.',
      stripe_customer_id: gift.customer,
    })
    expect(row!.renewal_failed_at).toBeTruthy()
    expect(await stats()).toEqual(before)

    const [mail] = await eventually(async () => ((await mailsTo(gift.email)).length ? mailsTo(gift.email) : undefined))
    const text = mailText(mail!)
    expect(text).toContain('Dear Robin Monthly,')
    expect(text).toContain('could not take the gift from your card')
    expect(text).toContain('No money was taken for this month.')
    const [link] = await manageLinksFor(testStack().mailboxURL, gift.email)
    const opened = await postJson('/api/donations/manage/open', { token: new URL(link!).searchParams.get('token') })
    expect(opened.status).toBe(200)
    const portal = await fetch(((await opened.json()) as { url: string }).url)
    expect(await portal.text()).toContain(`Customer ${gift.customer}`)

    // Stripe retries the invoice: the same event again, then another failure with other words.
    await deliver('invoice.payment_failed', renewalInvoice(gift, invoice, 'Your card has expired.'))
    await deliver('invoice.payment_failed', renewalInvoice(gift, invoice, 'Your card was declined.'))
    await settle()
    expect(await mailsTo(gift.email)).toHaveLength(1)
    expect(await rowOfInvoice(invoice)).toEqual([expect.objectContaining({ status: 'failed', failure_reason: 'Your card was declined.' })])

    await deliver('invoice.paid', paid(gift, invoice))
    const [settled] = await rowOfInvoice(invoice)
    expect(settled).toMatchObject({ status: 'succeeded', amount_cents: 1500, renewal_failed_at: row!.renewal_failed_at })
    const after = await stats()
    expect(after.total_amount_cents).toBe(before.total_amount_cents + 1500)
    expect(after.total_count).toBe(before.total_count + 1)
    expect(after.recurring_count).toBe(before.recurring_count + 1)
  })

  it('paid before its failure arrives: the month stays succeeded and the donor is not mailed', async () => {
    const gift = await monthlyGift(2000)
    const invoice = `in_${randomUUID().slice(0, 12)}`
    await deliver('invoice.paid', paid(gift, invoice))
    expect((await deliver('invoice.payment_failed', renewalInvoice(gift, invoice))).body.outcome).toBe('ignored')
    const rows = await rowOfInvoice(invoice)
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded' })])
    expect(rows[0]!.renewal_failed_at ?? null).toBeNull()
    await settle()
    expect(await mailsTo(gift.email)).toHaveLength(0)
  })

  it('without the bank’s words, the row says so plainly; staff see it on the dashboard', async () => {
    const gift = await monthlyGift(1200)
    const invoice = `in_${randomUUID().slice(0, 12)}`
    await deliver('invoice.payment_failed', renewalInvoice(gift, invoice))
    const [row] = await rowOfInvoice(invoice)
    expect(row?.failure_reason).toBe('The card on file could not be charged for this month.')
    const attention = (await (await http('/api/donations/attention', { headers: bearer(token) })).json()) as { failed_renewals: { count: number; items: { id: number; detail: string }[] } }
    expect(attention.failed_renewals.items).toContainEqual(expect.objectContaining({ id: row!.id, detail: row!.failure_reason }))
    const list = (await (await http('/api/donations/list?status=failed', { headers: bearer(token) })).json()) as { id: number; failure_reason: string | null; renewal_failed_at: string | null }[]
    expect(list.find((d) => d.id === row!.id)).toMatchObject({ failure_reason: row!.failure_reason, renewal_failed_at: expect.any(String) })
  })

  it('a first payment that fails, or an unknown subscription, makes no row', async () => {
    const gift = await monthlyGift(1000)
    const first = `in_${randomUUID().slice(0, 12)}`
    expect((await deliver('invoice.payment_failed', { ...renewalInvoice(gift, first), billing_reason: 'subscription_create' })).body.outcome).toBe('ignored')
    const stranger = `in_${randomUUID().slice(0, 12)}`
    const unknown = { type: 'subscription_details', subscription_details: { subscription: 'sub_not_ours', metadata: {} } }
    expect((await deliver('invoice.payment_failed', { ...renewalInvoice(gift, stranger), parent: unknown })).body.outcome).toBe('ignored')
    expect([...(await rowOfInvoice(first)), ...(await rowOfInvoice(stranger))]).toEqual([])
  })
})
