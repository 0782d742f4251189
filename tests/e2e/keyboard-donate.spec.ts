import type { Page, Route } from '@playwright/test'

import { expectAccessible, routeStripeToFake } from './support'
import { expect, test } from './fixtures'

/**
 * The donate form by keyboard alone (issue 34): the missing amount's error where the eye is, focus
 * on the card step once it shows, and a card step that says when Stripe.js cannot load.
 */

const STRIPE_JS = 'https://js.stripe.com/**'
const CANNOT_LOAD = 'The secure card form could not load.'

/** Where the focused element sits against the sticky header and the bottom of the screen. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement
    const header = document.querySelector('header')!.getBoundingClientRect()
    const box = focused?.getBoundingClientRect()
    return { tag: focused?.tagName, top: box?.top ?? -1, bottom: box?.bottom ?? -1, headerBottom: header.bottom, screen: window.innerHeight }
  })

/** The focused element is not <body> and lies wholly on the screen, below the header. */
async function expectFocusInView(page: Page) {
  await expect
    .poll(async () => {
      const place = await focusPlace(page)
      return place.tag !== 'BODY' && place.top >= place.headerBottom && place.bottom <= place.screen
    })
    .toBe(true)
}

/**
 * Every live region on the page now (role=status or alert), and from now on each text it takes:
 * a region inserted with its text already in it is often not read; one that was there before is.
 */
async function watchLiveRegions(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = []
    Object.assign(window, { heard })
    for (const region of document.querySelectorAll('[role=status], [role=alert]')) {
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true })
    }
  })
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard)
}

const continueButton = (page: Page) => page.getByRole('button', { name: /^Continue/ })
const cardHeading = (page: Page) => page.getByRole('heading', { name: 'Complete Your Donation' })

test('the amount’s error takes focus, in view, saying what to do; the card step says when Stripe.js is blocked and tries again @layout', async ({ page }, testInfo) => {
  const uncaught: string[] = []
  page.on('pageerror', (error) => uncaught.push(error.message))
  let stripeJsBlocked = true
  await routeStripeToFake(page)
  // As a script blocker or a company network does: the request fails at once.
  await page.route(STRIPE_JS, (route) => (stripeJsBlocked ? route.abort('blockedbyclient') : route.fallback()))
  await page.goto('/donate', { waitUntil: 'networkidle' }) // a key pressed before React has hydrated does nothing

  const email = page.getByLabel('Email (for your receipt)')
  await test.step('Continue with no amount (and a bad email further down): focus on the amount, in view below the header, with what to do', async () => {
    await email.focus()
    await page.keyboard.type('not-an-email')
    await continueButton(page).focus()
    await page.keyboard.press('Enter')
    const amount = page.getByRole('group', { name: 'Choose an amount' })
    const error = page.getByRole('alert').filter({ hasText: 'Please enter a valid amount' })
    await expect(error).toHaveText('Please enter a valid amount. Choose an amount, or enter one of at least $1.')
    await expect(amount).toBeFocused()
    await expect(amount).toHaveAccessibleDescription('Please enter a valid amount. Choose an amount, or enter one of at least $1.')
    await expect(page.getByText('Invalid email')).toBeVisible()
    await expectFocusInView(page)
    await page.screenshot({ path: testInfo.outputPath('amount-error-focused.png') })
    await expectAccessible(page)
  })

  await test.step('a preset, then Continue: focus on the card step’s heading; its loading announced', async () => {
    await page.keyboard.press('Tab') // $25
    await page.keyboard.press('Tab') // $50
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid amount' })).toHaveCount(0)
    await email.focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    const heard = await watchLiveRegions(page)
    await continueButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(cardHeading(page)).toBeFocused()
    await expectFocusInView(page)
    await expect.poll(heard).toContain('Loading secure card form…')
  })

  await test.step('Stripe.js blocked: said within seconds, announced, nothing uncaught', async () => {
    const failure = page.getByRole('alert').filter({ hasText: CANNOT_LOAD })
    await expect(failure).toBeVisible()
    await expect(failure).toMatchAriaSnapshot(`
      - alert:
        - paragraph: ${CANNOT_LOAD}
        - paragraph: /Try again, or give by mail/
    `)
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Give by mail instead' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading secure card form…' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Donate \$/ })).toHaveCount(0) // no greyed button that cannot work
    await expect(cardHeading(page)).toBeFocused()
    await page.screenshot({ path: testInfo.outputPath('card-form-could-not-load.png') })
    await expectAccessible(page)
    expect(uncaught).toEqual([])
  })

  await test.step('“Give by mail instead” opens the mail-in instructions', async () => {
    await page.keyboard.press('Tab') // Try again
    await page.keyboard.press('Tab') // Give by mail instead
    await page.keyboard.press('Enter')
    const mailIn = page.locator('summary', { hasText: 'Mail-In Donation Instructions' })
    await expect(mailIn).toBeFocused()
    await expect(page.getByText('Make your check payable to')).toBeVisible()
    await expectFocusInView(page)
  })

  await test.step('Try again, once Stripe.js can load: the card form, focus kept on the card step', async () => {
    stripeJsBlocked = false
    await page.getByRole('button', { name: 'Try again' }).focus()
    await page.keyboard.press('Enter')
    await expect(cardHeading(page)).toBeFocused()
    await expect(page.getByLabel('Card number')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Donate $50' })).toBeEnabled()
    await expect(page.getByRole('alert').filter({ hasText: CANNOT_LOAD })).toHaveCount(0)
    expect(uncaught).toEqual([])
  })

  await test.step('“Change amount or details”: focus back on the amount', async () => {
    await page.getByRole('button', { name: 'Change amount or details' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('group', { name: 'Choose an amount' })).toBeFocused()
    await expectFocusInView(page)
  })
})

test('a Stripe.js that never answers: the card step gives up after its wait, and the late script still brings the form', async ({ page }) => {
  const uncaught: string[] = []
  page.on('pageerror', (error) => uncaught.push(error.message))
  await page.clock.install()
  await routeStripeToFake(page)
  let held: Route | undefined
  await page.route(STRIPE_JS, (route) => {
    held = route // no answer, as on a network that drops the request
  })
  await page.goto('/donate', { waitUntil: 'networkidle' }) // a key pressed before React has hydrated does nothing
  await page.getByRole('button', { name: '$25', exact: true }).focus()
  await page.keyboard.press('Enter')
  await continueButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(cardHeading(page)).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Loading secure card form…' })).toBeAttached()
  await expect.poll(() => held).toBeDefined()

  await page.clock.fastForward(9_000)
  await expect(page.getByRole('status').filter({ hasText: 'Loading secure card form…' })).toBeAttached()
  await page.clock.fastForward(1_500)
  await expect(page.getByRole('alert').filter({ hasText: CANNOT_LOAD })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading secure card form…' })).toHaveCount(0)

  await held!.fallback() // the script arrives after all
  await expect(page.getByLabel('Card number')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Donate $25' })).toBeEnabled()
  expect(uncaught).toEqual([])
})
