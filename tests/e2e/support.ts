import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import Stripe from 'stripe'

import { TEST_ADMIN } from '../support/constants.mjs'
import { E2E_WEBHOOK_SECRET, FAKE_STRIPE_URL } from '../support/e2eEnv'
import { fakeStripeJs, STRIPE_API_ORIGIN } from '../support/fakeStripeJs'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports'

/** A staff bearer token from the contract's own login. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

const DAY = 86_400_000
export const inDays = (days: number, hourUtc = 23) => {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(hourUtc, 0, 0, 0)
  return date.toISOString()
}

export async function createEvent(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/admin/events', { data: { is_published: true, ...data }, headers: { Authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number; title: string }
}

export async function pngBuffer(colour = '#c9a227', width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** Submits a photo through the public endpoint and approves it as staff. */
export async function approvedPhoto(request: APIRequestContext, token: string, title: string, colour: string) {
  const submitted = await request.post('/api/gallery/submit', {
    multipart: {
      file: { name: `${title}.png`, mimeType: 'image/png', buffer: await pngBuffer(colour) },
      title,
      description: `About ${title}`,
      uploader_name: 'E2E',
      uploader_email: 'e2e@test.example.org',
      consent_signed: 'true',
    },
    headers: { 'X-Forwarded-For': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
  expect(submitted.status()).toBe(201)
  const { id } = (await submitted.json()) as { id: number }
  const approved = await request.put(`/api/gallery/admin/${id}/approve`, { data: { approved: true }, headers: { Authorization: `Bearer ${token}` } })
  expect(approved.status()).toBe(200)
  return id
}

/** Reads a staff-only collection through Payload's REST with the staff token. */
export async function cmsFind<T>(request: APIRequestContext, token: string, collection: string, where: string): Promise<T[]> {
  const response = await request.get(`/cms/api/${collection}?${where}&limit=100`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

async function expectNoAxeViolations(page: Page) {
  const builder = new AxeBuilder({ page })
  // A page of one frame (every page of ours) is checked by axe.run in the page itself: the same
  // rules on the same DOM as axe's frame-by-frame run, whose results are put together in a blank
  // tab that loads axe a second time (a third of the browser's CPU in the axe-heavy files). A page
  // with frames gets the frame-by-frame run, so no frame goes unchecked.
  if (page.frames().length === 1) builder.setLegacyMode()
  const results = await builder.analyze()
  const found = results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(found, `axe at ${page.viewportSize()?.width} px`).toEqual([])
}

/**
 * Tagged @layout, a test runs in both projects (phone and desktop); tagged @phone, in the phone
 * project alone, measuring both widths itself. Any other test runs once, at desktop width.
 */
const runsAtOneWidthOnly = (testInfo: TestInfo) => !testInfo.tags.some((tag) => tag === '@layout' || tag === '@phone')

/**
 * axe-core finds no violations on the page as it is now, at this width and, for a flow that runs
 * at one width only, at the other too (390 and 1280 px): every page and view is checked at both.
 */
export async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page)
  if (!runsAtOneWidthOnly(test.info())) return
  const size = page.viewportSize()!
  await page.setViewportSize(size.width < 768 ? DESKTOP_VIEWPORT : PHONE_VIEWPORT)
  try {
    await expectNoAxeViolations(page)
  } finally {
    await page.setViewportSize(size)
  }
}

/** Keeps a full-page screenshot under test-results/screenshots/<project>/. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true })
}

/** Collects the page's Content-Security-Policy violations (Chromium reports each on the console). */
export function watchCspViolations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  return found
}

let eventCount = 0
/** Stripe's webhook telling the app of `object`, signed the way Stripe signs (the SDK's helper). */
export async function stripeSays(request: APIRequestContext, type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({ id: `evt_${type}_${Date.now()}_${eventCount++}`, object: 'event', type, data: { object } })
  const signature = new Stripe('sk_test_signing').webhooks.generateTestHeaderString({ payload: body, secret: E2E_WEBHOOK_SECRET })
  const response = await request.post('/api/donations/webhook', { data: body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } })
  expect(response.status()).toBe(200)
}

/** What Stripe.js does at Stripe when the donor pays: the fake Stripe takes the payment. */
export async function payAtStripe(request: APIRequestContext, clientSecret: string): Promise<string> {
  const intent = clientSecret.split('_secret_')[0]!
  const response = await request.post(`${FAKE_STRIPE_URL}/v1/payment_intents/${intent}/confirm`, {
    headers: { Authorization: 'Bearer sk_test_e2e' },
    form: { card_number: '4242424242424242' },
  })
  expect(response.status()).toBe(200)
  return intent
}

/** The toasts the app shows. */
export const toast = (page: Page) => page.locator('[data-toast-type]')

/** Signs in at /admin/login as the test staff member. */
export async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(toast(page)).toHaveText(/Login successful!/)
  await expect(page).toHaveURL(/\/admin$/)
}

/** Fails every test of the file whose page broke its Content-Security-Policy (the admin's strict, per-request nonce policy). */
export function failOnCspViolations() {
  let violations: string[] = []
  test.beforeEach(({ page }) => {
    violations = watchCspViolations(page)
  })
  test.afterEach(() => {
    expect(violations).toEqual([])
  })
}

/** A label no other test (or earlier run) has used: a title, or the local part of an email. */
export const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/**
 * Stripe.js and Stripe's API cannot be reached here: the page gets the test copy of Stripe.js,
 * and its calls to Stripe's API go to the local fake. The page's CSP applies before these routes,
 * so a call the policy forbids never gets here. `onStripeJs` counts the script's loads.
 */
export async function routeStripeToFake(page: Page, onStripeJs?: () => void): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => {
    onStripeJs?.()
    return route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs() })
  })
  await page.route(`${STRIPE_API_ORIGIN}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(STRIPE_API_ORIGIN, FAKE_STRIPE_URL) })
    return route.fulfill({ response })
  })
}

/** Presses Tab until `target` has the focus (what a keyboard user does to reach it). */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

/** Reaches a field by Tab and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

/**
 * The focused element is `expected`, not <body>, and in view: its top (and its label's, for a
 * field) below the sticky header's bottom, its bottom above the screen's. Inside an open modal
 * dialog, which covers the header, the bounds are the dialog's own (it scrolls within itself).
 */
export async function expectFocusInView(page: Page, expected: Locator) {
  await expect(expected).toBeFocused()
  const place = await page.evaluate(() => {
    const focused = document.activeElement
    const dialog = focused?.closest('dialog[open]')
    const header = [...document.querySelectorAll('header')].find((h) => ['sticky', 'fixed'].includes(getComputedStyle(h).position))
    const label = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement ? focused.labels?.[0] : undefined
    return {
      tag: focused?.tagName ?? '',
      tops: [focused, label].filter((e): e is Element => Boolean(e)).map((e) => e.getBoundingClientRect().top),
      bottom: focused?.getBoundingClientRect().bottom ?? 0,
      top: (dialog ?? header)?.getBoundingClientRect()[dialog ? 'top' : 'bottom'] ?? 0,
      screen: Math.min(window.innerHeight, dialog?.getBoundingClientRect().bottom ?? Infinity),
    }
  })
  expect(place.tag).not.toBe('BODY')
  for (const top of place.tops) expect(top, 'under the sticky header (or above the dialog)').toBeGreaterThanOrEqual(place.top)
  expect(place.bottom, 'below the screen (or the dialog)').toBeLessThanOrEqual(place.screen)
}
