import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '@playwright/test'

import { expectAccessible, expectFocusInView, inDays, pngBuffer, signIn, staffToken, tabTo, toast, typeInto, unique } from './support'

// Issue 34, item 9, for the forms keyboard-actions.spec.ts does not cover: the photo submission,
// "Start your own fundraiser" and the staff dialogs. Driving the keyboard alone, a form sent with
// errors puts focus on its first invalid field, in view with its label; a form sent right puts it
// on what replaced the form, or, for a dialog that closes, back on the button that opened it.

const email = (label: string) => `${unique(label)}@test.example.org`

async function createCampaign(request: APIRequestContext) {
  const slug = unique('lantern').toLowerCase()
  const response = await request.post('/cms/api/campaigns', {
    headers: { Authorization: `JWT ${await staffToken(request)}` },
    data: { title: 'Lantern Walk', slug, goal_cents: 100_000, starts_at: inDays(-1), ends_at: inDays(30), is_published: true },
  })
  expect(response.status()).toBe(201)
  return slug
}

/** Sends the form by keyboard: Tab to its button, Enter. */
async function send(page: Page, button: ReturnType<Page['getByRole']>) {
  await tabTo(page, button)
  await page.keyboard.press('Enter')
}

test('the photo and fundraiser forms: focus on the first error, then on the confirmation @layout', async ({ page, request }, testInfo) => {
  const width = testInfo.project.name.startsWith('phone') ? 390 : 1280

  // The photo form: sent empty, focus on its first field (the file); sent right, on the thanks.
  await page.goto('/gallery/submit')
  const photoForm = page.getByRole('form', { name: 'Submit a photo' })
  await send(page, photoForm.getByRole('button', { name: 'Submit Photo' }))
  const file = photoForm.getByLabel(/Photo \(JPG or PNG/)
  await expectFocusInView(page, file)
  await expect(photoForm.getByText('Please select a photo to upload')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath(`photo-errors-${width}.png`) })

  // A keyboard user picks the file in the system's file dialog, which the test stands in for.
  await file.setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: await pngBuffer('#335577', 300, 200) })
  await typeInto(page, photoForm.getByLabel('Title'), 'Lanterns on the river')
  await typeInto(page, photoForm.getByLabel('Your name'), 'Ann Keys')
  await typeInto(page, photoForm.getByLabel('Your email'), email('photo-keys'))
  await tabTo(page, photoForm.getByRole('checkbox'))
  await page.keyboard.press('Space')
  await send(page, photoForm.getByRole('button', { name: 'Submit Photo' }))
  await expect(toast(page)).toHaveText(/Photo submitted successfully! It will appear after approval./)
  await expectFocusInView(page, page.getByRole('heading', { name: 'Thank you for your photo' }))
  await page.screenshot({ path: testInfo.outputPath(`photo-thanks-${width}.png`) })
  await expectAccessible(page)

  // "Start your own fundraiser": the dialog's form sent empty, then right; closed, focus is back on its button.
  await page.goto(`/campaigns/${await createCampaign(request)}`)
  const start = page.getByRole('button', { name: 'Start your own fundraiser' })
  await send(page, start)
  const dialog = page.getByRole('dialog', { name: 'Start your own fundraiser' })
  await send(page, dialog.getByRole('button', { name: 'Start my fundraiser' }))
  await expectFocusInView(page, dialog.getByLabel('Your name (shown on your page)'))
  await page.screenshot({ path: testInfo.outputPath(`fundraiser-errors-${width}.png`) })

  await page.keyboard.type('Ann Keys')
  await typeInto(page, dialog.getByLabel('Your email (never shown)'), email('fundraiser-keys'))
  await typeInto(page, dialog.getByLabel('Your goal in dollars'), '500')
  await send(page, dialog.getByRole('button', { name: 'Start my fundraiser' }))
  const started = dialog.getByRole('status')
  await expect(started).toContainText('Please check your email')
  await expectFocusInView(page, started)
  await page.screenshot({ path: testInfo.outputPath(`fundraiser-started-${width}.png`) })
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expectFocusInView(page, start)
})

test('staff dialogs: focus on the first error, and back on the button that opened the dialog once saved', async ({ page }, testInfo) => {
  await signIn(page)

  // New Event: sent empty, focus on Title; saved, the dialog closes and focus is back on "New Event".
  await page.goto('/admin/events')
  const newEvent = page.getByRole('button', { name: 'New Event' })
  await send(page, newEvent)
  const eventDialog = page.getByRole('dialog', { name: 'New Event' })
  await send(page, eventDialog.getByRole('button', { name: 'Save' }))
  await expectFocusInView(page, eventDialog.getByLabel('Title'))
  await page.screenshot({ path: testInfo.outputPath('event-errors.png') })
  await page.keyboard.type(unique('Candle evening'))
  // A date-time field by keys: month, day and year, then to the time's fields.
  await tabTo(page, eventDialog.getByLabel('Starts'))
  for (const part of ['12', '31', '2030']) await page.keyboard.type(part)
  await page.keyboard.press('ArrowRight')
  for (const part of ['10', '30', 'P']) await page.keyboard.type(part)
  await send(page, eventDialog.getByRole('button', { name: 'Save' }))
  await expect(toast(page)).toHaveText(/Event created successfully/)
  await expect(eventDialog).toBeHidden()
  await expectFocusInView(page, newEvent)

  // Invite staff member: the same.
  await page.goto('/admin/staff')
  const invite = page.getByRole('button', { name: 'Invite staff member' })
  await send(page, invite)
  const inviteDialog = page.getByRole('dialog', { name: 'Invite staff member' })
  await send(page, inviteDialog.getByRole('button', { name: 'Send invitation' }))
  await expectFocusInView(page, inviteDialog.getByLabel('Email'))
  await page.keyboard.type(email('invited-keys'))
  await send(page, inviteDialog.getByRole('button', { name: 'Send invitation' }))
  await expect(toast(page)).toHaveText(/Invitation sent to/)
  await expect(inviteDialog).toBeHidden()
  await expectFocusInView(page, invite)
  await page.screenshot({ path: testInfo.outputPath('invite-sent.png') })
})
