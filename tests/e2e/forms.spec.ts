import type { Page } from '@playwright/test'

import { cmsFind, createEvent, inDays, pngBuffer, staffToken } from './support'
import { expect, test } from './fixtures'

let token = ''
let eventId = 0
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example.org`
const toast = (page: Page) => page.locator('[data-toast-type]')

test.beforeAll(async ({ request }) => {
  token = await staffToken(request)
  eventId = (await createEvent(request, token, { title: `RSVP target ${Date.now()}`, start_at: inDays(12) })).id
})

test.describe('RSVP', () => {
  test('a valid RSVP is stored and thanked', async ({ page, request }) => {
    const email = unique('rsvp')
    await page.goto(`/events/${eventId}`)
    await page.getByLabel('Name', { exact: true }).fill('Maria Lopez')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Submit RSVP' }).click()
    await expect(toast(page)).toHaveText(/RSVP submitted successfully!/)
    await expect(toast(page)).toHaveAttribute('data-toast-type', 'success')
    await expect(toast(page)).toHaveClass(/bg-green-700/)
    await expect(page.getByRole('heading', { name: 'Thank you for your RSVP' })).toBeVisible()
    const rows = await cmsFind<{ name: string }>(request, token, 'rsvps', `where[email][equals]=${encodeURIComponent(email)}`)
    expect(rows.map((r) => r.name)).toEqual(['Maria Lopez'])
  })

  test('shows the spec’s messages for bad input', async ({ page }) => {
    await page.goto(`/events/${eventId}`)
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByRole('button', { name: 'Submit RSVP' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Invalid email address')).toBeVisible()
  })

  test('says so when the API fails', async ({ page }) => {
    await page.route('**/api/events/*/rsvp', (route) => route.fulfill({ status: 500, json: { detail: 'boom' } }))
    await page.goto(`/events/${eventId}`)
    await page.getByLabel('Name', { exact: true }).fill('Maria')
    await page.getByLabel('Email', { exact: true }).fill(unique('fail'))
    await page.getByRole('button', { name: 'Submit RSVP' }).click()
    await expect(toast(page)).toHaveText(/Failed to submit RSVP. Please try again./)
    await expect(toast(page)).toHaveAttribute('data-toast-type', 'error')
  })
})

test.describe('contact', () => {
  test('a message is stored, thanked, and the panel offers another', async ({ page, request }) => {
    const email = unique('contact')
    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).fill('Rosa')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Subject').fill('Thank you')
    await page.getByLabel('Message', { exact: true }).fill('The walk meant the world to our family.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page)).toHaveText(/Message sent successfully!/)
    await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible()
    const rows = await cmsFind<{ kind: string; subject: string }>(request, token, 'contact-messages', `where[email][equals]=${encodeURIComponent(email)}`)
    expect(rows).toMatchObject([{ kind: 'contact', subject: 'Thank you' }])
    await page.getByRole('button', { name: 'Send another message' }).click()
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
  })

  test('validation and failure', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Message', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { detail: 'down' } }))
    await page.getByLabel('Name', { exact: true }).fill('Rosa')
    await page.getByLabel('Email', { exact: true }).fill(unique('x'))
    await page.getByLabel('Message', { exact: true }).fill('A long enough message.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page)).toHaveText(/Failed to send message. Please try again./)
  })
})

test.describe('volunteer', () => {
  test('an application goes to /api/contact with the composed message', async ({ page, request }) => {
    const email = unique('volunteer')
    await page.goto('/volunteer')
    await page.getByLabel('Name', { exact: true }).fill('Sam')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('How would you like to help?').fill('Mentoring students on weekends.')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(toast(page)).toHaveText(/Application submitted successfully!/)
    await expect(page.getByRole('button', { name: 'Submit another application' })).toBeVisible()
    const rows = await cmsFind<{ kind: string; subject: string; message: string }>(request, token, 'contact-messages', `where[email][equals]=${encodeURIComponent(email)}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'volunteer', subject: 'Volunteer Application' })
    expect(rows[0]!.message).toBe('Phone: Not provided\n\nInterests:\nMentoring students on weekends.')
  })

  test('validation and failure', async ({ page }) => {
    await page.goto('/volunteer')
    await page.getByLabel('How would you like to help?').fill('short')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Please tell us about your interests (at least 10 characters)')).toBeVisible()
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { detail: 'x' } }))
    await page.getByLabel('Name', { exact: true }).fill('Sam')
    await page.getByLabel('Email', { exact: true }).fill(unique('v'))
    await page.getByLabel('How would you like to help?').fill('Anything that helps families.')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(toast(page)).toHaveText(/Failed to submit application. Please try again./)
  })
})

/** Fills the photo form with this file and valid details, and sends it. */
async function sendPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/gallery/submit')
  await page.getByLabel(/Photo \(JPG or PNG/).setInputFiles(file)
  await page.getByLabel('Title').fill('T')
  await page.getByLabel('Your name').fill('Ann')
  await page.getByLabel('Your email').fill(unique('p'))
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Submit Photo' }).click()
}

test.describe('photo submission', () => {
  test('a photo is uploaded with a preview and waits for approval', async ({ page, request }) => {
    const email = unique('photo')
    await page.goto('/gallery/submit')
    await page.getByLabel(/Photo \(JPG or PNG/).setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: await pngBuffer('#335577') })
    await expect(page.getByAltText('Preview of the selected photo')).toBeVisible()
    await page.getByLabel('Title').fill('Our walk')
    await page.getByLabel('Your name').fill('Ann')
    await page.getByLabel('Your email').fill(email)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Submit Photo' }).click()
    await expect(toast(page)).toHaveText(/Photo submitted successfully! It will appear after approval./)
    const rows = await cmsFind<{ status: string; title: string }>(request, token, 'gallery-photos', `where[uploader_email][equals]=${encodeURIComponent(email)}`)
    expect(rows).toMatchObject([{ status: 'pending', title: 'Our walk' }])
  })

  test('checks file, fields and consent in the browser', async ({ page }) => {
    await page.goto('/gallery/submit')
    await page.getByRole('button', { name: 'Submit Photo' }).click()
    await expect(page.getByText('Please select a photo to upload')).toBeVisible()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Your name is required')).toBeVisible()
    await expect(page.getByText('You must agree to the terms')).toBeVisible()
    await page.getByLabel(/Photo \(JPG or PNG/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await page.getByRole('button', { name: 'Submit Photo' }).click()
    await expect(page.getByText('Please select a JPG or PNG image')).toBeVisible()
    await page.getByLabel(/Photo \(JPG or PNG/).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 10) })
    await page.getByRole('button', { name: 'Submit Photo' }).click()
    await expect(page.getByText('File size must be less than 10MB')).toBeVisible()
  })

  test('says so when the upload fails', async ({ page }) => {
    await page.route('**/api/gallery/submit', (route) => route.fulfill({ status: 500, json: { detail: 'x' } }))
    await sendPhoto(page, { name: 'a.png', mimeType: 'image/png', buffer: await pngBuffer() })
    await expect(toast(page)).toHaveText(/Failed to submit photo. Please try again./)
  })
})

test.describe('form behaviour (react-hook-form on the shared contracts)', () => {
  test('a field is checked on its first blur, then on every change; sending focuses the first error', async ({ page }) => {
    await page.goto('/contact')
    const email = page.getByLabel('Email', { exact: true })
    await email.fill('rosa@')
    await expect(page.getByText('Invalid email address')).toBeHidden() // not while typing the first time
    await email.blur()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('rosa@example.org')
    await expect(page.getByText('Invalid email address')).toBeHidden() // fixed as it is typed
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  })

  test('what a visitor typed before the page came alive is kept', async ({ page }) => {
    // Hold the page's scripts until the visitor has typed into the server-rendered form.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/contact', { waitUntil: 'commit' })
    await page.getByLabel('Name', { exact: true }).fill('Rosa')
    release()
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rosa')
    await expect(page.getByText('Name is required')).toBeHidden()
  })

  test('the server’s message for a field shows on that field, which gets the focus', async ({ page }) => {
    // Named and typed as a PNG, so the browser's check passes; the server reads its bytes.
    await sendPhoto(page, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
    await expect(toast(page)).toHaveText(/Failed to submit photo. Please try again./)
    await expect(page.locator('#photo-file-error')).toHaveText('Please select a JPG or PNG image')
    await expect(page.getByLabel(/Photo \(JPG or PNG/)).toBeFocused()
  })
})

test.describe('toasts', () => {
  const trigger = async (page: Page) => {
    await page.route('**/api/events/*/rsvp', (route) => route.fulfill({ status: 500, json: { detail: 'x' } }))
    await page.goto(`/events/${eventId}`)
    await page.getByLabel('Name', { exact: true }).fill('Maria')
    await page.getByLabel('Email', { exact: true }).fill(unique('toast'))
    await page.getByRole('button', { name: 'Submit RSVP' }).click()
    await expect(toast(page)).toBeVisible()
  }

  test('sit bottom right in the type’s colour, are announced, and hide after 5 seconds @layout', async ({ page }) => {
    // The page's clock is Playwright's: its 5 seconds pass at once.
    await page.clock.install()
    await trigger(page)
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit RSVP. Please try again.' })).toBeVisible()
    await expect(toast(page)).toHaveClass(/bg-red-700/)
    const box = (await toast(page).boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40)
    await page.mouse.move(0, 0)
    await expect(toast(page)).toBeVisible()
    await page.clock.runFor(5000)
    await expect(toast(page)).toBeHidden()
  })

  test('a swipe right of 50 px dismisses, a shorter one does not', async ({ page }) => {
    await trigger(page)
    const box = (await toast(page).boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 40, y, { steps: 4 })
    await page.mouse.up()
    await expect(toast(page)).toBeVisible()
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 90, y, { steps: 6 })
    await page.mouse.up()
    await expect(toast(page)).toBeHidden()
  })
})
