import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'

import { eventually, mailText, readMailbox } from '../support/mailbox'
import { cmsFind, createEvent, expectAccessible, failOnCspViolations, inDays, pngBuffer, signIn, staffToken, stripeSays, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// What staff see of who is coming and who wrote, and an admin that fits: at both widths (the
// desktop and phone projects), with axe on every view and dialog.

const ADMIN_VIEWS = [
  '/admin',
  '/admin/events',
  '/admin/gallery',
  '/admin/remembrances',
  '/admin/donations',
  '/admin/campaigns',
  '/admin/fundraisers',
  '/admin/sponsors',
  '/admin/inbox',
  '/admin/audit',
]
failOnCspViolations()

async function rsvp(page: Page, eventId: number, name: string, email: string) {
  await page.goto(`/events/${eventId}`)
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Submit RSVP' }).click()
  await expect(toast(page)).toHaveText(/RSVP submitted successfully!/)
}

test('an RSVP is confirmed by mail with an .ics; the event page offers the same file', async ({ page, request }) => {
  const token = await staffToken(request)
  const event = await createEvent(request, token, { title: unique('Candle walk'), start_at: '2031-10-04T22:30:00.000Z', location: 'Pier 25' })
  const email = `${unique('guest')}@test.example.org`
  await rsvp(page, event.id, 'Maria Lopez', email)

  const mail = await eventually(async () => (await readMailbox(testMailbox())).find((m) => m.to.includes(email)))
  expect(mailText(mail)).toContain(`Thank you for letting us know you are coming to ${event.title}.`)
  expect(mail.raw).toMatch(/filename=event\.ics/)

  const link = page.getByRole('link', { name: 'Add to calendar' })
  const href = await link.getAttribute('href')
  expect(href).toBe(`/events/${event.id}/calendar.ics`)
  const ics = await request.get(href!)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const lines = (await ics.text()).replace(/\r\n /g, '').split('\r\n')
  const field = (name: string) => lines.find((l) => l.startsWith(name))
  expect(field('DTSTART;TZID=America/New_York:')).toBe('DTSTART;TZID=America/New_York:20311004T183000')
  expect(field('SUMMARY:')).toBe(`SUMMARY:${event.title}`)
  expect(field('LOCATION:')).toBe('LOCATION:Pier 25')
})

test('capacity: the page shows the places left, then “This event is full”, and a late RSVP gets 409', async ({ page, request }) => {
  const token = await staffToken(request)
  const event = await createEvent(request, token, { title: unique('Small room'), start_at: inDays(20), capacity: 2 })
  await rsvp(page, event.id, 'First Guest', `${unique('first')}@test.example.org`)
  await page.reload()
  await expect(page.getByText('Only 1 place left')).toBeVisible()
  await rsvp(page, event.id, 'Second Guest', `${unique('second')}@test.example.org`)
  await page.reload()
  await expect(page.getByText('This event is full')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit RSVP' })).toHaveCount(0)
  const late = await request.post(`/api/events/${event.id}/rsvp`, { data: { name: 'Late', email: `${unique('late')}@test.example.org` } })
  expect(late.status()).toBe(409)
  expect(((await late.json()) as { detail: string }).detail).toBe('This event is full')
})

test('staff see an event’s attendees, export them as CSV and remove one', async ({ page, request }) => {
  const token = await staffToken(request)
  const title = unique('Potluck')
  const event = await createEvent(request, token, { title, start_at: inDays(25), capacity: 40 })
  const email = `${unique('attendee')}@test.example.org`
  const answer = await request.post(`/api/events/${event.id}/rsvp`, { data: { name: 'Chen Family', email } })
  expect(answer.status()).toBe(201)

  await signIn(page)
  await page.goto('/admin/events')
  await page.getByRole('button', { name: `Attendees of ${title}: 1` }).click()
  const dialog = page.getByRole('dialog', { name: `Attendees: ${title}` })
  await expect(dialog.getByRole('row', { name: /Chen Family/ })).toContainText(email)
  await expect(dialog).toContainText('1 person coming of 40 places')
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`event-${event.id}-attendees.csv`)
  const csv = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(csv[0]).toBe('Name,Email,RSVP date')
  expect(csv[1]).toMatch(new RegExp(`^Chen Family,${email},\\d{4}-`))

  page.once('dialog', (confirm) => void confirm.accept())
  await dialog.getByRole('button', { name: 'Remove Chen Family' }).click()
  await expect(toast(page).last()).toHaveText(/Attendee removed/)
  await expect(dialog.getByText('No RSVPs yet')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Attendees of ${title}: 0` })).toBeFocused()
})

test('the inbox: a message sent on /contact arrives unread, is opened (read) and marked handled', async ({ page }) => {
  const subject = unique('Question about the walk')
  await page.goto('/contact')
  await page.getByLabel('Name', { exact: true }).fill('Ann Writer')
  await page.getByLabel('Email', { exact: true }).fill(`${unique('writer')}@test.example.org`)
  await page.getByLabel('Subject (optional)').fill(subject)
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the walk accessible by wheelchair?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(toast(page)).toHaveText(/Message sent successfully!/)

  await signIn(page)
  await expect(page.getByRole('link', { name: /Unread messages/ })).toContainText(/Unread messages[1-9]\d*/)
  await expect(page.locator('nav[aria-label="Admin"] a[href="/admin/inbox"]')).toHaveAccessibleName(/^Inbox, [1-9]\d* unread$/)
  await page.goto('/admin/inbox')
  const item = page.getByRole('listitem').filter({ hasText: subject })
  await expect(item).toHaveClass(/font-bold/)
  await expect(item).toContainText('(unread)')
  await item.getByRole('button').click()
  const dialog = page.getByRole('dialog', { name: subject })
  await expect(dialog).toContainText('Is the walk accessible by wheelchair?')
  await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', new RegExp(`^mailto:writer-.*\\?subject=${encodeURIComponent(`Re: ${subject}`)}$`))
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Mark as handled' }).click()
  await expect(toast(page).last()).toHaveText(/Marked as handled/)
  await page.keyboard.press('Escape')
  await expect(item).not.toHaveClass(/font-bold/)
  await page.getByLabel('Handled').selectOption('true')
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('Handled')
  await page.getByLabel('Handled').selectOption('false')
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0)
})

/**
 * Rows of every kind, so that every control a view can show is on screen for axe: card gifts
 * (paid, refunded), monthly gifts (running, canceled), a check; an event with an RSVP; messages
 * read and unread; a photo waiting for approval.
 */
async function seedRowsOfEveryKind(request: APIRequestContext) {
  const token = await staffToken(request)
  const staff = { Authorization: `Bearer ${token}` }
  const give = async (name: string, cents: number, monthly: boolean) => {
    const started = await request.post('/api/donations/checkout', { data: { amount_cents: cents, donor_name: name, donor_email: `${unique('axe')}@test.example.org`, is_recurring: monthly } })
    expect(started.status()).toBe(201)
    const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
    return { id, intent: secret.split('_secret_')[0]! }
  }
  const paid = await give('Axe Card', 2500, false)
  await stripeSays(request, 'payment_intent.succeeded', { id: paid.intent, object: 'payment_intent', amount: 2500, amount_received: 2500, metadata: { donation_id: String(paid.id) } })
  const refunded = await give('Axe Refunded', 4000, false)
  await stripeSays(request, 'payment_intent.succeeded', { id: refunded.intent, object: 'payment_intent', amount: 4000, amount_received: 4000, metadata: { donation_id: String(refunded.id) } })
  await stripeSays(request, 'charge.refunded', { id: `ch_${Date.now()}`, object: 'charge', payment_intent: refunded.intent, amount: 4000, amount_refunded: 4000, refunded: true })
  await give('Axe Monthly', 1800, true)
  const canceled = await give('Axe Canceled', 1200, true)
  const [subscription] = await cmsFind<{ stripe_subscription_id: string }>(request, token, 'donations', `where[id][equals]=${canceled.id}`)
  await stripeSays(request, 'customer.subscription.deleted', {
    id: subscription!.stripe_subscription_id,
    object: 'subscription',
    canceled_at: Math.floor(Date.now() / 1000),
    metadata: { donation_id: String(canceled.id) },
  })
  const check = await request.post('/api/donations/mail-in', {
    data: { amount_cents: 5000, received_on: '2026-11-20', donor_name: 'Axe Parish', donor_email: null, check_number: '7', dedication_note: null, note: null },
    headers: staff,
  })
  expect(check.status()).toBe(201)

  const event = await createEvent(request, token, { title: unique('Axe evening'), start_at: inDays(20) })
  expect((await request.post(`/api/events/${event.id}/rsvp`, { data: { name: 'Axe Guest', email: `${unique('guest')}@test.example.org` } })).status()).toBe(201)

  for (const subject of ['Axe unread', 'Axe read']) {
    const sent = await request.post('/api/contact', { data: { name: 'Axe', email: 'axe@test.example.org', subject, message: 'A message for the axe run.' } })
    expect(sent.status()).toBe(201)
  }
  const messages = (await (await request.get('/api/admin/messages', { headers: staff })).json()) as { id: number; subject: string | null }[]
  const read = messages.find((m) => m.subject === 'Axe read')!
  expect((await request.patch(`/api/admin/messages/${read.id}`, { data: { read: true }, headers: staff })).ok()).toBe(true)

  const photo = await request.post('/api/gallery/submit', {
    multipart: {
      file: { name: 'axe.png', mimeType: 'image/png', buffer: await pngBuffer('#664422') },
      title: 'Axe pending',
      uploader_name: 'E2E',
      uploader_email: 'e2e@test.example.org',
      consent_signed: 'true',
    },
  })
  expect(photo.status()).toBe(201)
  return event
}

test('every admin view, with rows of every kind, fits 1280 px without a horizontal page scroll and passes axe at both widths @phone', async ({ page, request }) => {
  test.setTimeout(120_000)
  const event = await seedRowsOfEveryKind(request)
  await signIn(page)
  for (const view of ADMIN_VIEWS) {
    await page.goto(view)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(/^Loading…$|^…$/)).toHaveCount(0)
    if (view === '/admin/donations') {
      for (const kind of ['Cancel monthly', 'Refund', 'Void']) await expect(page.getByRole('button', { name: kind }).first()).toBeVisible()
      await expect(page.getByText('refunded', { exact: true }).first()).toBeVisible()
    }
    if (view === '/admin/inbox') await expect(page.getByText('Axe unread').first()).toBeVisible()
    for (const width of [1280, page.viewportSize()!.width]) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${view} at ${width} px`).toBeLessThanOrEqual(0)
      await expectAccessible(page)
    }
  }
  // The attendees of an event with an RSVP.
  await page.goto('/admin/events')
  await page.getByRole('button', { name: `Attendees of ${event.title}: 1` }).click()
  await expect(page.getByText('Axe Guest')).toBeVisible()
  await expectAccessible(page)
})

test('every admin dialog passes axe, keeps focus inside, closes on Escape and returns focus @layout', async ({ page, request }) => {
  const photo = unique('Pending photo')
  const submitted = await request.post('/api/gallery/submit', {
    multipart: {
      file: { name: 'photo.png', mimeType: 'image/png', buffer: await pngBuffer('#336699') },
      title: photo,
      uploader_name: 'E2E',
      uploader_email: 'e2e@test.example.org',
      consent_signed: 'true',
    },
  })
  expect(submitted.status()).toBe(201)
  await signIn(page)
  const dialogs: [string, string, string][] = [
    ['/admin/events', 'New Event', 'New Event'],
    ['/admin/sponsors', 'New Tier', 'New Sponsor Tier'],
    ['/admin/donations', 'Record a check', 'Check by mail'],
    ['/admin/campaigns', 'New Campaign', 'New Campaign'],
    ['/admin/gallery', 'View', photo],
  ]
  for (const [view, opener, title] of dialogs) {
    await page.goto(view)
    const scope = view === '/admin/gallery' ? page.getByRole('listitem').filter({ hasText: photo }) : page
    const button = scope.getByRole('button', { name: opener, exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    // A modal <dialog> lets Tab step once out to the browser's own controls after its last
    // control (focus then rests on no element of the page) and back to its first: what must never
    // happen is focus on an element of the page behind it.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      const where = await dialog.evaluate((d) =>
        d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body || !document.activeElement ? 'browser' : document.activeElement.outerHTML.slice(0, 120),
      )
      expect(['dialog', 'browser'], `${title}: focus after ${i + 1} Tab presses`).toContain(where)
    }
    if (!(await dialog.evaluate((d) => d.contains(document.activeElement)))) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
})
