import type { APIRequestContext, Page } from '@playwright/test'

import { expectHeard, heardMark, recordAnnouncements } from './keyboardSupport'
import { expectAccessible, expectFocusInView, inDays, pngBuffer, signIn, staffToken, tabTo, toast, typeInto, unique } from './support'
import { expect, test } from './fixtures'

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

// Issue 42, the round dialog by keyboard (points 1, 5 and the new row of 11): a row removed gives
// the focus to the next row's key, else the previous row's, else "Add a …", and is said; a new
// empty row shows no errors until it is left or the form sent; "Round created" is said by the
// dialog's own status line, as the page's toasts are inert behind the modal dialog.
/** Presses Shift+Tab until `target` has the focus. */
async function tabBackTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Shift+Tab')
  }
  throw new Error(`Shift+Tab never reached ${String(target)}`)
}

test('the round dialog: rows removed by keyboard keep the focus and are said; a new row is quiet; Round created is said in the dialog @layout', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  await recordAnnouncements(page)
  await signIn(page)
  await page.goto('/admin/scholarships')
  const newRound = page.getByRole('button', { name: 'New round' })
  await send(page, newRound)
  const dialog = page.getByRole('dialog', { name: 'New round' })
  const criteria = dialog.getByRole('group', { name: /^Criteria/ })
  const documents = dialog.getByRole('group', { name: /^Documents/ })

  // The round's texts and dates, by keys: the form is touched.
  const title = unique('Keys round')
  await typeInto(page, dialog.getByLabel('Title'), title)
  await typeInto(page, dialog.getByLabel('Slug'), unique('keys-round').toLowerCase())
  await typeInto(page, dialog.getByLabel('Each award (USD)'), '1000')
  for (const [label, year] of [
    ['Opens', '2030'],
    ['Closes', '2031'],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label, { exact: true }))
    for (const part of ['01', '15', year]) await page.keyboard.type(part)
    await page.keyboard.press('ArrowRight')
    for (const part of ['10', '00', 'A']) await page.keyboard.type(part)
  }
  await typeInto(page, dialog.getByLabel('Essay prompt'), 'Who lit a lamp for you?')

  // Two criteria added: a new empty row shows no error (role="alert", said at once) until it is left.
  await send(page, criteria.getByRole('button', { name: 'Add a criterion' }))
  await expect(criteria.getByLabel('Key of criterion 2')).toBeFocused()
  await expect(criteria.getByLabel('Label of criterion 2')).toBeVisible()
  await expect(criteria.getByRole('alert'), 'a new empty row shows no errors').toHaveCount(0)
  await page.keyboard.type('second')
  await typeInto(page, criteria.getByLabel('Label of criterion 2'), 'Second')
  await send(page, criteria.getByRole('button', { name: 'Add a criterion' }))
  await expect(criteria.getByLabel('Key of criterion 3')).toBeFocused()
  await expect(criteria.getByLabel('Label of criterion 3')).toBeVisible()
  await expect(criteria.getByRole('alert'), 'a new empty row shows no errors').toHaveCount(0)
  await page.keyboard.type('third')
  await typeInto(page, criteria.getByLabel('Label of criterion 3'), 'Third')
  await page.screenshot({ path: testInfo.outputPath('round-new-rows.png') })

  // The middle row: the focus goes to the next row's key (now number 2).
  let mark = await heardMark(page)
  await tabBackTo(page, criteria.getByRole('button', { name: 'Remove criterion 2' }))
  await page.keyboard.press('Enter')
  await expectFocusInView(page, criteria.getByLabel('Key of criterion 2'))
  await expect(criteria.getByLabel('Key of criterion 2')).toHaveValue('third')
  await expectHeard(page, 'Criterion 2 removed. 2 criteria left.', { since: mark })
  // The last row: to the previous row's key.
  mark = await heardMark(page)
  await send(page, criteria.getByRole('button', { name: 'Remove criterion 2' }))
  await expectFocusInView(page, criteria.getByLabel('Key of criterion 1'))
  await expectHeard(page, 'Criterion 2 removed. 1 criterion left.', { since: mark })
  // The only row: to "Add a document".
  mark = await heardMark(page)
  await tabBackTo(page, documents.getByRole('button', { name: 'Remove document 1' }))
  await page.keyboard.press('Enter')
  await expectFocusInView(page, documents.getByRole('button', { name: 'Add a document' }))
  await expectHeard(page, 'Document 1 removed. No documents left.', { since: mark })

  // Saved: the dialog says so in its own status line while it is open, then gives the focus back.
  mark = await heardMark(page)
  await send(page, dialog.getByRole('button', { name: 'Save' }))
  await expect(dialog).toBeHidden()
  await expectFocusInView(page, newRound)
  await expectHeard(page, 'Round created', { since: mark })
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible()
})
