import { writeFile } from 'node:fs/promises'

import { type APIRequestContext, chromium, type Page } from '@playwright/test'
import QRCode from 'qrcode'
import sharp from 'sharp'

import { expectHeard, heardMark, recordAnnouncements } from './keyboardSupport'
import { expectAccessible, expectFocusInView, failOnCspViolations, inDays, signIn, staffToken, stripeSays, tabTo, unique } from './support'
import { expect, test } from './fixtures'
import { PHONE_VIEWPORT } from './viewports'

// The benefit night's door (issue 45): a guest found and checked in by keyboard at both widths,
// and a ticket's QR code read by a phone's camera (Chromium's fake capture, fed the code's image).

failOnCspViolations()

const WALK = [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 20, seats: 1 }]
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** An event whose walk tickets `buyer` bought and paid for, moved to now (its door is open) and off the public pages: its id, title and the codes. */
async function nightWithGuests(request: APIRequestContext, buyer: string, quantity: number) {
  const token = await staffToken(request)
  const title = unique('Memorial walk')
  const body = { title, summary: 'Together', description: 'Walk with us.', location: 'Pier 25', external_registration_url: '', is_published: true, tickets: WALK }
  const made = await request.post('/api/admin/events', { data: { ...body, start_at: inDays(30), end_at: inDays(30, 23) }, headers: bearer(token) })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  const ordered = await request.post(`/api/events/${id}/orders`, {
    data: { name: buyer, email: `${unique('buyer')}@test.example.org`, items: [{ ticket: 'walk', quantity }] },
    headers: { 'Idempotency-Key': unique('order') },
  })
  expect(ordered.status()).toBe(201)
  const started = (await ordered.json()) as { order_id: number; client_secret: string; charged_cents: number }
  const intent = started.client_secret.split('_secret_')[0]
  await stripeSays(request, 'payment_intent.succeeded', {
    id: intent,
    object: 'payment_intent',
    amount: started.charged_cents,
    amount_received: started.charged_cents,
    status: 'succeeded',
    metadata: { ticket_order_id: String(started.order_id) },
  })
  const now = Date.now()
  const moved = await request.put(`/api/admin/events/${id}`, {
    // Unpublished as it moves: an event going on now would be the first of every other test's public lists.
    data: { ...body, is_published: false, start_at: new Date(now - 60_000).toISOString(), end_at: new Date(now + 3 * 3_600_000).toISOString() },
    headers: bearer(token),
  })
  expect(moved.status()).toBe(200)
  const orders = (await (await request.get(`/api/admin/events/${id}/orders`, { headers: bearer(token) })).json()) as { tickets: { code: string }[] }[]
  return { id, title, codes: orders[0]!.tickets.map((t) => t.code) }
}

async function openDoor(page: Page, eventId: number, title: string) {
  await page.goto(`/admin/events/${eventId}/check-in`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test('@layout the door: a guest found by name and checked in by keyboard; the counts follow; axe on the door and today’s list', async ({ page, request }) => {
  const night = await nightWithGuests(request, 'Rosa Delgado', 2)
  await recordAnnouncements(page)
  await signIn(page)
  await page.goto('/admin/check-in')
  await expect(page.getByRole('link', { name: night.title })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: night.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: night.title })).toBeVisible()
  await expect(page.getByText('0 of 2 checked in')).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Name or ticket code' })
  await tabTo(page, search)
  await page.keyboard.type('delgado')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: '2 found for “delgado”' })).toBeVisible()
  await expectAccessible(page)

  const mark = await heardMark(page)
  const first = page.getByRole('button', { name: 'Check in Rosa Delgado' }).first()
  await tabTo(page, first)
  await page.keyboard.press('Enter')
  await expectHeard(page, 'Checked in: Rosa Delgado, Memorial walk.', { since: mark })
  // Focus goes back to the search, ready for the next guest; the count is every door phone's.
  await expectFocusInView(page, search)
  await expect(page.getByText('1 of 2 checked in')).toBeVisible()
  await expect(page.getByText(/^In at \d{1,2}:\d{2} (AM|PM)$/)).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Check in Rosa Delgado' })).toHaveCount(1)

  // The same ticket found by its code as printed under the QR code (in groups of four): already in.
  await search.fill(night.codes.map((code) => code.replace(/(.{4})(?=.)/g, '$1 '))[0]!)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /^1 found for/ })).toBeVisible()

  // Staff see the night from the events list: its orders, totals and guest list.
  await page.goto('/admin/events')
  await page.getByRole('button', { name: `Orders of ${night.title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Orders: ${night.title}` })
  await expect(dialog.getByText('1 of 2')).toBeVisible()
  await expect(dialog.getByRole('cell', { name: /Rosa Delgado/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Export guest list (CSV)' })).toBeVisible()
  await expectAccessible(page)

  // A guest named by staff, by keyboard, within the dialog: said there, and focus kept there.
  const guests = dialog.getByText('Guests…')
  await tabTo(page, guests)
  await page.keyboard.press('Enter')
  const firstGuest = dialog.getByRole('textbox', { name: 'Guest’s name' }).first()
  await tabTo(page, firstGuest)
  await page.keyboard.type('Ana Delgado')
  await tabTo(page, dialog.getByRole('button', { name: 'Save guests' }))
  await page.keyboard.press('Enter')
  const said = dialog.getByRole('status').filter({ hasText: 'Rosa Delgado’s guests are saved.' })
  await expect(said).toBeFocused()
  await expectAccessible(page)
  const listed = (await (await request.get(`/api/admin/events/${night.id}/orders`, { headers: bearer(await staffToken(request)) })).json()) as { tickets: { guest_name: string | null }[] }[]
  expect(listed[0]!.tickets.map((t) => t.guest_name)).toContain('Ana Delgado')
})

/** A Y4M video (what Chromium's fake camera plays) of one still frame: the QR code of `text`, on white. */
async function qrVideo(text: string, path: string) {
  const [width, height] = [640, 480]
  const qr = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 2, width: 360 })
  const frame = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const luma = Buffer.alloc(width * height)
  for (let i = 0; i < luma.length; i++) luma[i] = frame.data[i * frame.info.channels]!
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  await writeFile(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]))
}

test('a ticket’s QR code read by the phone’s camera checks its guest in; the second scan hears “Already checked in”', async ({ request, baseURL }, testInfo) => {
  const night = await nightWithGuests(request, 'Sam Okafor', 1)
  const video = testInfo.outputPath('ticket.y4m')
  await qrVideo(night.codes[0]!, video)
  const launch = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  try {
    const context = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true })
    await context.grantPermissions(['camera'], { origin: baseURL })
    const page = await context.newPage()
    await signIn(page)
    await openDoor(page, night.id, night.title)
    await page.getByRole('button', { name: 'Scan a ticket' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Checked in' })).toHaveText('Checked in: Sam Okafor, Memorial walk.', { timeout: 15_000 })
    await expect(page.getByText('1 of 1 checked in')).toBeVisible()
    await page.getByRole('button', { name: 'Stop scanning' }).click()
    await page.getByRole('button', { name: 'Scan a ticket' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Already' })).toHaveText(/^Already checked in at \d{1,2}:\d{2} (AM|PM) by staff@test\.example\.org\.$/, { timeout: 15_000 })
    await context.close()
  } finally {
    await browser.close()
  }
})
