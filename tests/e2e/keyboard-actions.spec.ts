import { expect, type Page, test } from '@playwright/test'

import { createEvent, expectAccessible, expectFocusInView, inDays, staffToken, tabTo, toast, typeInto, unique } from './support'

// Issue 34, items 2, 3 and 5, by keyboard alone: after each action that replaces or disables the
// control a visitor used, focus lands on what replaced it, in view below the sticky header; what
// changes is said by a live region that was on the page before its text changed; an RSVP's
// confirmation stays. Patterns: docs/accessibility.md.

const email = (label: string) => `${unique(label)}@test.example.org`

type Regions = { liveRegionsBefore?: Set<Element> }

/** Notes every live region on the page now, to tell later whether an announcement came through one of them. */
async function noteLiveRegions(page: Page) {
  await page.evaluate(() => {
    ;(window as Regions).liveRegionsBefore = new Set(document.querySelectorAll('[aria-live], [role="status"], [role="alert"]'))
  })
}

/**
 * `text` is said by a live region (read through the accessibility tree) that was on the page,
 * without that text, when `noteLiveRegions` ran: inserted with its text, it is often not announced.
 */
async function expectAnnounced(page: Page, text: string | RegExp) {
  const region = page.getByRole('status').filter({ hasText: text })
  await expect(region).toHaveCount(1)
  const snapshot = await region.ariaSnapshot()
  if (typeof text === 'string') expect(snapshot).toContain(text)
  else expect(snapshot).toMatch(text)
  const wasThere = await region.evaluate((element) => (window as Regions).liveRegionsBefore?.has(element) ?? false)
  expect(wasThere, 'the live region was on the page before its text changed').toBe(true)
}

test.describe('RSVP', () => {
  let event = { id: 0, title: '' }
  test.beforeAll(async ({ request }) => {
    event = await createEvent(request, await staffToken(request), { title: unique('Lantern walk'), start_at: inDays(15) })
  })

  test('after an RSVP, focus is on a confirmation naming the event, which stays after the toast has gone @layout', async ({ page }, testInfo) => {
    await page.clock.install()
    await page.goto(`/events/${event.id}`)
    const form = page.getByRole('form', { name: 'RSVP' })
    await typeInto(page, form.getByLabel('Name', { exact: true }), 'Maria Lopez')
    await typeInto(page, form.getByLabel('Email', { exact: true }), email('rsvp-keys'))
    await noteLiveRegions(page)
    await page.keyboard.press('Enter')

    await expect(toast(page)).toHaveText(/RSVP submitted successfully!/)
    const heading = page.getByRole('heading', { name: 'Thank you for your RSVP' })
    await expectFocusInView(page, heading)
    await expectAnnounced(page, `We look forward to seeing you at ${event.title}.`)
    await page.screenshot({ path: testInfo.outputPath('rsvp-confirmation.png') })
    await expectAccessible(page)

    // The toast hides after 5 s; the confirmation is still there at 8 s.
    await page.clock.runFor(8_000)
    await expect(toast(page)).toBeHidden()
    await expect(page.getByText(`We look forward to seeing you at ${event.title}.`)).toBeVisible()
    await expect(heading).toBeFocused()

    // Another RSVP: the form comes back with focus on its first field.
    await tabTo(page, page.getByRole('button', { name: 'RSVP for someone else' }))
    await page.keyboard.press('Enter')
    await expectFocusInView(page, page.getByRole('form', { name: 'RSVP' }).getByLabel('Name', { exact: true }))
  })
})

test('contact: a failed send leaves focus on the button; a sent message puts it on the thanks', async ({ page }, testInfo) => {
  await page.goto('/contact')
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Rosa')
  await typeInto(page, page.getByLabel('Email', { exact: true }), email('contact-keys'))
  await typeInto(page, page.getByLabel('Message', { exact: true }), 'The walk meant the world to our family.')
  const send = page.getByRole('button', { name: 'Send Message' })
  await tabTo(page, send)

  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { detail: 'down' } }))
  await page.keyboard.press('Enter')
  await expect(toast(page)).toHaveText(/Failed to send message. Please try again./)
  await expectFocusInView(page, send)

  await page.unroute('**/api/contact')
  await noteLiveRegions(page)
  await page.keyboard.press('Enter')
  await expect(toast(page)).toHaveText(/Message sent successfully!/)
  await expectFocusInView(page, page.getByRole('heading', { name: 'Thank you for reaching out' }))
  await expectAnnounced(page, 'We have received your message')
  await page.screenshot({ path: testInfo.outputPath('contact-thanks.png') })
  await expectAccessible(page)
})

test('volunteer: a sent application puts focus on the thanks', async ({ page }, testInfo) => {
  await page.goto('/volunteer')
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Sam')
  await typeInto(page, page.getByLabel('Email', { exact: true }), email('volunteer-keys'))
  await typeInto(page, page.getByLabel('How would you like to help?'), 'Mentoring students on weekends.')
  await tabTo(page, page.getByRole('button', { name: 'Submit Application' }))
  await page.keyboard.press('Enter')
  await expect(toast(page)).toHaveText(/Application submitted successfully!/)
  await expectFocusInView(page, page.getByRole('heading', { name: 'Thank you for volunteering' }))
  await page.screenshot({ path: testInfo.outputPath('volunteer-thanks.png') })
})

test('remember: the candle’s new count is announced and focused; the form opens on its first field; a sent remembrance is announced and focused @layout', async ({ page }, testInfo) => {
  await page.goto('/remember')
  const count = page.getByText(/^[\d,]+ candles? lit$/).first()
  const before = Number((await count.textContent())!.replace(/\D/g, ''))

  // Light a candle: the button rests, focus goes to the candle's status, which says the new count.
  await tabTo(page, page.getByRole('button', { name: 'Light a candle' }))
  await noteLiveRegions(page)
  await page.keyboard.press('Enter')
  const status = page.getByRole('status').filter({ hasText: 'Your candle is lit' })
  await expectFocusInView(page, status)
  const after = Number((await count.textContent())!.replace(/\D/g, ''))
  expect(after).toBeGreaterThan(before)
  await expectAnnounced(page, `Your candle is lit. ${after.toLocaleString('en-US')} ${after === 1 ? 'candle' : 'candles'} lit`)
  await page.screenshot({ path: testInfo.outputPath('candle-lit.png') })

  // "Write a remembrance" while its form is still downloading: "Loading the form…" is announced,
  // then focus lands on the form's first field.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  await tabTo(page, page.getByRole('button', { name: 'Write a remembrance' }))
  await noteLiveRegions(page)
  await page.keyboard.press('Enter')
  await expectAnnounced(page, 'Loading the form…')
  release()
  const form = page.getByRole('form', { name: 'Leave a remembrance' })
  await expectFocusInView(page, form.getByLabel('Your name'))
  await page.unroute('**/_next/static/chunks/**')

  await page.keyboard.type('Ann Keys')
  await typeInto(page, form.getByLabel('Your email (never shown)'), email('remember-keys'))
  await typeInto(page, form.getByLabel('How you knew her'), 'a neighbour')
  await typeInto(page, form.getByLabel('Your remembrance'), 'She waved to every child on the street.')
  await tabTo(page, form.getByRole('checkbox'))
  await page.keyboard.press('Space')
  await tabTo(page, form.getByRole('button', { name: 'Leave my remembrance' }))
  await noteLiveRegions(page)
  await page.keyboard.press('Enter')
  await expectFocusInView(page, page.getByRole('heading', { name: 'Remembrance sent' }))
  await expectAnnounced(page, 'Your remembrance was received')
  await page.screenshot({ path: testInfo.outputPath('remembrance-sent.png') })
  await expectAccessible(page)
})

test('staff sign-in: a wrong password sends focus back to the password, in view', async ({ page }, testInfo) => {
  await page.goto('/admin/login')
  await typeInto(page, page.getByLabel('Email', { exact: true }), email('nobody'))
  const password = page.getByLabel('Password', { exact: true })
  await typeInto(page, password, 'not the password')
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }))
  await page.keyboard.press('Enter')
  await expect(toast(page)).toHaveText(/Invalid email or password/)
  await expectFocusInView(page, password)
  await page.screenshot({ path: testInfo.outputPath('sign-in-refused.png') })
})
