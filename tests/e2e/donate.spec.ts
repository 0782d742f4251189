import type { Page } from '@playwright/test'
import Stripe from 'stripe'

import { E2E_WEBHOOK_SECRET, NO_STRIPE_URL } from '../support/e2eEnv'
import { cmsFind, expectAccessible, routeStripeToFake, staffToken, tabTo, typeInto, watchCspViolations } from './support'
import { expect, test } from './fixtures'

const toast = (page: Page) => page.locator('[data-toast-type]')
let stripeJsRequests = 0
let cspViolations: string[] = []

test.beforeEach(async ({ page }) => {
  stripeJsRequests = 0
  cspViolations = watchCspViolations(page)
  await routeStripeToFake(page, () => stripeJsRequests++)
})

// Stripe.js (the test copy) and the Payment Element work under the page's real policy.
test.afterEach(() => {
  expect(cspViolations).toEqual([])
})

async function chooseAndContinue(page: Page, options: { preset?: number; custom?: string; monthly?: boolean; email?: string }) {
  await page.goto('/donate')
  if (options.preset) await page.getByRole('button', { name: `$${options.preset}`, exact: true }).click()
  if (options.custom) await page.getByLabel('Custom amount (USD)').fill(options.custom)
  if (options.monthly) await page.getByLabel('Make this a monthly recurring donation').check()
  if (options.email) await page.getByLabel('Email (for your receipt)').fill(options.email)
  expect(stripeJsRequests).toBe(0) // Stripe.js loads only when the card form is about to show
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/donations/checkout')
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toBeVisible()
  await expect(page.getByLabel('Card number')).toBeVisible()
  return (await (await answered).json()) as { charged_cents?: number }
}

test('one-time gift: preset, card, thank-you with the amount Stripe charged', async ({ page, request }) => {
  const email = `donor-${Date.now()}@test.example.org`
  const answer = await chooseAndContinue(page, { preset: 50, email })
  expect(stripeJsRequests).toBeGreaterThan(0)
  // The card step shows what the checkout answered it charges, not a sum of its own.
  expect(answer.charged_cents).toBe(5000)
  await expect(page.getByText('$50 one-time gift')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Donate $50' }).click()
  await expect(page).toHaveURL(/\/donate\?success=true/)
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  await expect(page.getByText('Your donation of $50 was received.')).toBeVisible()
  await expect(page.getByText(`A receipt has been sent to ${email}.`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')

  // Stripe then tells the server; only that marks the money as received.
  const token = await staffToken(request)
  const [row] = await cmsFind<{ id: number; status: string; stripe_payment_intent_id: string }>(request, token, 'donations', `where[donor_email][equals]=${encodeURIComponent(email)}`)
  expect(row?.status).toBe('pending')
  const body = JSON.stringify({
    id: `evt_${Date.now()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: row!.stripe_payment_intent_id, object: 'payment_intent', amount: 5000, amount_received: 5000, metadata: { donation_id: String(row!.id) } } },
  })
  const signature = new Stripe('sk_test_signing').webhooks.generateTestHeaderString({ payload: body, secret: E2E_WEBHOOK_SECRET })
  const delivered = await request.post('/api/donations/webhook', { data: body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } })
  expect(delivered.status()).toBe(200)
  const [settled] = await cmsFind<{ status: string }>(request, token, 'donations', `where[donor_email][equals]=${encodeURIComponent(email)}`)
  expect(settled?.status).toBe('succeeded')
})

test('monthly gift with a custom amount reaches the thank-you page', async ({ page }) => {
  await chooseAndContinue(page, { custom: '12.34', monthly: true })
  await expect(page.getByText('$12.34 every month')).toBeVisible()
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Donate $12.34' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  await expect(page.getByText('Your monthly donation of $12.34 was received.')).toBeVisible()
})

test('a declined card shows the provider’s message and stays on the form', async ({ page }) => {
  await chooseAndContinue(page, { preset: 25 })
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Donate $25' }).click()
  await expect(toast(page)).toHaveText(/Your card was declined./)
  await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toBeVisible()
})

test('presets and the custom amount clear each other; the spec’s messages', async ({ page }) => {
  await page.goto('/donate')
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(page.getByText('Please enter a valid amount')).toBeVisible()
  await page.getByLabel('Custom amount (USD)').fill('0.5')
  await expect(page.getByText('Amount must be at least $1')).toBeVisible()
  await page.getByRole('button', { name: '$100', exact: true }).click()
  await expect(page.getByLabel('Custom amount (USD)')).toHaveValue('')
  await expect(page.getByRole('button', { name: '$100', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Custom amount (USD)').fill('30')
  await expect(page.getByRole('button', { name: '$100', exact: true })).toHaveAttribute('aria-pressed', 'false')
  await page.getByLabel('Email (for your receipt)').fill('not-an-email')
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Mail-In Donation Instructions')).toBeVisible()
})

test('says so when the payment cannot be started', async ({ page }) => {
  await page.route('**/api/donations/checkout', (route) => route.fulfill({ status: 503, json: { detail: 'down' } }))
  await page.goto('/donate')
  await page.getByRole('button', { name: '$25', exact: true }).click()
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(toast(page)).toHaveText(/Failed to initiate payment. Please try again./)
})

test('a forged return URL shows no thank-you', async ({ page }) => {
  await page.goto('/donate?success=true&amount=1000000&payment_intent=pi_forged&payment_intent_client_secret=pi_forged_secret_x')
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible()
  await expect(page.getByText('$1,000,000')).toHaveCount(0)
})

test('without Stripe keys: card giving is off, mail-in instructions remain, checkout answers 503', async ({ page, request }) => {
  await page.goto(`${NO_STRIPE_URL}/donate`)
  await expect(page.getByText('Online card giving is not available right now.')).toBeVisible()
  await expect(page.getByText('Mail-In Donation Instructions')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0)
  const response = await request.post(`${NO_STRIPE_URL}/api/donations/checkout`, { data: { amount_cents: 2500 } })
  expect(response.status()).toBe(503)
  expect(((await response.json()) as { detail: string }).detail).toMatch(/not available right now/)
})

test.describe('the monthly prompt (from $1,000 in these tests: MONTHLY_PROMPT_MIN_CENTS) @layout', () => {
  async function askedFor(page: Page, dollars: string) {
    await page.goto('/donate')
    await typeInto(page, page.getByLabel('Custom amount (USD)'), dollars)
    await tabTo(page, page.getByRole('button', { name: /^Continue/ }))
    await page.keyboard.press('Enter')
  }

  test('accepted by keyboard: the same checkout starts as a monthly gift of a third, rounded up', async ({ page }) => {
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/donations/checkout')
    await askedFor(page, '1000')
    const dialog = page.getByRole('dialog', { name: 'Could you give $334 a month instead?' })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await tabTo(page, dialog.getByRole('button', { name: 'Yes, monthly' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toBeFocused()
    await expect(page.getByText('$334 every month')).toBeVisible()
    expect((await sent).postDataJSON()).toMatchObject({ amount_cents: 33_400, is_recurring: true, monthly_prompt: 'accepted' })
  })

  test('declined by keyboard: the one-time gift goes on; Escape asks again next time', async ({ page }) => {
    await askedFor(page, '1500')
    const dialog = page.getByRole('dialog', { name: 'Could you give $500 a month instead?' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: /^Continue/ })).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toHaveCount(0)

    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/donations/checkout')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: 'No, give once' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('$1,500 one-time gift')).toBeVisible()
    expect((await sent).postDataJSON()).toMatchObject({ amount_cents: 150_000, monthly_prompt: 'declined' })
    expect((await sent).postDataJSON().is_recurring).toBeFalsy()
  })
})
