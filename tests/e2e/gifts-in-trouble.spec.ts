import type { APIRequestContext } from '@playwright/test'

import { cmsFind, expectAccessible, failOnCspViolations, signIn, staffToken, stripeSays, unique } from './support'
import { expect, test } from './fixtures'

// A chargeback and a failed monthly payment as staff see them, at 1280 px (desktop) and 390 px
// (phone): in the donations list (filtered by status) and on the dashboard, with axe clean.

failOnCspViolations()

/** A paid one-time gift whose donor's bank disputes it, and a monthly gift whose second month failed. */
async function seedTrouble(request: APIRequestContext) {
  const token = await staffToken(request)
  const give = async (name: string, cents: number, monthly: boolean) => {
    const started = await request.post('/api/donations/checkout', { data: { amount_cents: cents, donor_name: name, donor_email: `${unique('trouble')}@test.example.org`, is_recurring: monthly } })
    expect(started.status()).toBe(201)
    const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
    return { id, intent: secret.split('_secret_')[0]! }
  }
  const disputedName = unique('Disputed Donor')
  const disputed = await give(disputedName, 4500, false)
  await stripeSays(request, 'payment_intent.succeeded', { id: disputed.intent, object: 'payment_intent', amount: 4500, amount_received: 4500, metadata: { donation_id: String(disputed.id) } })
  const disputeId = `du_${Date.now()}`
  const dueBy = Math.floor(Date.UTC(2031, 8, 5, 23, 59) / 1000)
  await stripeSays(request, 'charge.dispute.created', {
    id: disputeId,
    object: 'dispute',
    amount: 4500,
    currency: 'usd',
    charge: `ch_${disputed.intent}`,
    payment_intent: disputed.intent,
    reason: 'fraudulent',
    status: 'needs_response',
    evidence_details: { due_by: dueBy },
  })

  const failedName = unique('Monthly Donor')
  const monthly = await give(failedName, 1900, true)
  const [row] = await cmsFind<{ stripe_subscription_id: string; stripe_invoice_id: string; stripe_customer_id: string }>(request, token, 'donations', `where[id][equals]=${monthly.id}`)
  const parent = { type: 'subscription_details', subscription_details: { subscription: row!.stripe_subscription_id, metadata: { donation_id: String(monthly.id) } } }
  await stripeSays(request, 'invoice.paid', { id: row!.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1900, currency: 'usd', parent })
  await stripeSays(request, 'invoice.payment_failed', {
    id: `in_${Date.now()}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_due: 1900,
    currency: 'usd',
    customer: row!.stripe_customer_id,
    parent,
    attempted: true,
    attempt_count: 1,
  })
  return { disputedName, disputeId, failedName }
}

test('a disputed gift and a failed monthly payment in the donations list and on the dashboard', async ({ page, request }) => {
  test.setTimeout(90_000)
  const seeded = await seedTrouble(request)
  await signIn(page)

  await expect(page.getByRole('region', { name: 'Open disputes' })).toContainText(seeded.disputedName)
  await expect(page.getByRole('region', { name: 'Open disputes' })).toContainText('Nearest evidence due')
  await expect(page.getByRole('region', { name: 'Failed monthly payments' })).toContainText(seeded.failedName)
  await expectAccessible(page)

  await page.getByRole('link', { name: 'View disputed gifts' }).click()
  await expect(page).toHaveURL(/\/admin\/donations\?status=disputed$/)
  await expect(page.getByLabel('Status')).toHaveValue('disputed')
  const disputedRow = page.getByRole('row', { name: new RegExp(seeded.disputedName) })
  await expect(disputedRow.getByText('disputed', { exact: true })).toHaveClass(/bg-red-100/)
  await expect(disputedRow).toContainText('Evidence due Sep 05, 2031')
  await expect(disputedRow).toContainText('$45 disputed of $45')
  const open = disputedRow.getByRole('link', { name: `Open in Stripe: the dispute of the gift from ${seeded.disputedName}` })
  await expect(open).toHaveAttribute('href', `https://dashboard.stripe.com/test/disputes/${seeded.disputeId}`)
  await expect(open).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Status').selectOption('failed')
  const failedRow = page.getByRole('row', { name: new RegExp(seeded.failedName) }).filter({ hasText: 'renewal failed' })
  await expect(failedRow.getByText('renewal failed', { exact: true })).toBeVisible()
  await expect(failedRow).toContainText('The card on file could not be charged for this month.')
  await expectAccessible(page)

  // The default list leaves abandoned checkouts out; the filter can show them.
  await page.getByLabel('Status').selectOption('')
  await expect(page.getByRole('row', { name: new RegExp(seeded.disputedName) })).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Abandoned' })
  await expect(page.getByRole('row', { name: new RegExp(seeded.disputedName) })).toHaveCount(0)
})
