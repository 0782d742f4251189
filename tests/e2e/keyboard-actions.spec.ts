import type { Page } from '@playwright/test'

import { apply, bearer, createRound, expectHeard, heard, heardMark, PDF, recordAnnouncements } from './keyboardSupport'
import { createEvent, expectAccessible, expectFocusInView, inDays, signIn, staffToken, tabTo, toast, typeInto, unique } from './support'
import { expect, test } from './fixtures'

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
  // One handler, registered before the page loads, fails the first send only: no race between
  // registering or removing a route and the keypress that sends.
  let sends = 0
  await page.route('**/api/contact', (route) => (++sends === 1 ? route.fulfill({ status: 503, json: { detail: 'down' } }) : route.continue()))
  await page.goto('/contact')
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Rosa')
  await typeInto(page, page.getByLabel('Email', { exact: true }), email('contact-keys'))
  await typeInto(page, page.getByLabel('Message', { exact: true }), 'The walk meant the world to our family.')
  const send = page.getByRole('button', { name: 'Send Message' })
  await tabTo(page, send)

  await page.keyboard.press('Enter')
  await expect(toast(page)).toHaveText(/Failed to send message. Please try again./)
  await expectFocusInView(page, send)
  expect(sends).toBe(1)

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

// Issue 42, the scholarship application by keyboard alone (points 2, 7, 8 and the essay's count of
// 11): a refused submit focuses what is missing; a save, an upload or a recommender asked leaves
// the focus on the button used while a live region says what changed, the same words again too.
test.describe('the scholarship application', () => {
  test('a refused submit focuses what is missing; save, upload and ask keep the focus on their button and are said, twice when said twice; the essay count describes the essay @layout', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000)
    const round = await createRound(request, {
      essay_max_words: 50,
      documents: [{ key: 'transcript', label: 'Transcript', required: true, reviewers_see: false }],
      recommendations_required: 2,
    })
    const { token } = await apply(request, round)
    await recordAnnouncements(page)
    await page.goto(`/scholarships/application?token=${token}`)

    // Submit with the essay and the transcript missing: focus on the list of what is missing.
    await tabTo(page, page.getByRole('button', { name: 'Submit my application' }))
    await page.keyboard.press('Enter')
    const missing = page.getByRole('alert').locator('[tabindex="-1"]').filter({ hasText: 'Your application is not complete yet' })
    await expectFocusInView(page, missing)
    await expect(missing).toContainText('The document “Transcript” is missing.')
    await page.screenshot({ path: testInfo.outputPath('submit-refused.png') })

    // The essay's count describes the field; going over the limit is said.
    const essay = page.getByLabel('Your essay')
    await typeInto(page, essay, Array.from({ length: 51 }, (_, i) => `w${i}`).join(' '))
    await expect(essay).toHaveAccessibleDescription(/51 of 50 words: please shorten your essay/)
    await expectHeard(page, 'Your essay is over the limit of 50 words')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('A lantern on the porch every night.')
    await expect(essay).toHaveAccessibleDescription(/7 of 50 words$/)

    // Saved twice: the focus stays on the button, and the same words are said each time.
    const save = page.getByRole('button', { name: 'Save my application' })
    await tabTo(page, save)
    await page.keyboard.press('Enter')
    await expectHeard(page, 'Your application is saved.')
    await expectFocusInView(page, save)
    await page.keyboard.press('Enter')
    await expectHeard(page, 'Your application is saved.', { times: 2 })
    await expectFocusInView(page, save)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Your full name'), 'the next Tab goes on from the button, not from the top').not.toBeFocused()

    // An upload: the file is picked in the system's dialog (which the test stands in for), sent from the button.
    await page.getByLabel('Choose Transcript (PDF)').setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF })
    const upload = page.getByRole('button', { name: 'Upload Transcript' })
    await tabTo(page, upload)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('document-transcript')).toContainText('Uploaded: transcript.pdf')
    await expectHeard(page, 'Transcript: Your document is saved.')
    await expectFocusInView(page, upload)

    // A recommender asked (one of two): the form stays, and so does the focus on its button.
    await typeInto(page, page.getByLabel('Recommender’s name'), 'Mr. Okafor')
    await typeInto(page, page.getByLabel('Recommender’s email'), email('okafor'))
    const ask = page.getByRole('button', { name: 'Ask for a letter' })
    await tabTo(page, ask)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('recommendations')).toContainText('Mr. Okafor')
    await expectHeard(page, 'We have sent your recommender a link')
    await expectFocusInView(page, ask)
    await page.screenshot({ path: testInfo.outputPath('recommender-asked.png') })
  })
})

/** From the top of a staff page, the skip link to its content, as a keyboard user starts. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
}

// Issue 42, the staff views by keyboard (points 3, 4, 6 and 9): a view swapped, a page turned or a
// button resting after its action keeps the focus on what is there now, and says what changed.
test.describe('staff views', () => {
  test('the review swaps its views with focus on the new heading, said; Publish recipients keeps the focus on its button @layout', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000)
    const round = await createRound(request)
    const applicant = await apply(request, round, 'My aunt kept the library open late for us.')
    expect((await request.post('/api/scholarships/application/submit', { data: { token: applicant.token } })).status()).toBe(200)
    await recordAnnouncements(page)
    await signIn(page)

    await page.goto('/admin/review')
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible()
    await skipToContent(page)
    await tabTo(page, page.getByRole('button', { name: `Review ${round.title}` }))
    await page.keyboard.press('Enter')
    await expectFocusInView(page, page.getByRole('heading', { level: 1, name: `Review: ${round.title}` }))
    await expectHeard(page, `Reviewing ${round.title}: 1 submitted, you scored 0.`)
    await page.screenshot({ path: testInfo.outputPath('review-round.png') })
    await tabTo(page, page.getByRole('button', { name: '← All rounds' }))
    await page.keyboard.press('Enter')
    await expectFocusInView(page, page.getByRole('heading', { level: 1, name: 'Review' }))
    await expectHeard(page, 'All rounds to review.')

    // The round closes (its dates written), the applicant is awarded; the recipients are published by keyboard.
    const admin = bearer(await staffToken(request))
    expect((await request.put(`/api/admin/scholarships/${round.id}`, { data: { ...round.body, opens_at: inDays(-10), closes_at: inDays(-1) }, headers: admin })).status()).toBe(200)
    const ranking = (await (await request.get(`/api/admin/scholarships/${round.id}/ranking`, { headers: admin })).json()) as { application_id: number }[]
    expect((await request.post(`/api/admin/scholarships/${round.id}/decisions`, { data: { awarded: [ranking[0]!.application_id] }, headers: admin })).ok()).toBe(true)
    await page.goto(`/admin/scholarships/${round.id}`)
    await expect(page.getByRole('button', { name: 'Publish recipients' })).toBeVisible()
    await skipToContent(page)
    await tabTo(page, page.getByRole('checkbox', { name: new RegExp(`Show ${applicant.name}`) }))
    await page.keyboard.press('Space')
    const publish = page.getByRole('button', { name: 'Publish recipients' })
    await tabTo(page, publish)
    await page.keyboard.press('Enter')
    await expect(toast(page).filter({ hasText: '1 recipient is shown' })).toBeVisible()
    await expectFocusInView(page, publish)
    await page.screenshot({ path: testInfo.outputPath('recipients-published.png') })
  })

  test('donors: the count is said under the filter it was counted for; the pager keeps the focus and says the page @layout', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000)
    const tag = unique('pager')
    const staff = bearer(await staffToken(request))
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const gifts = Array.from({ length: 26 }, (_, i) =>
      request.post('/api/donations/mail-in', {
        headers: staff,
        data: { amount_cents: 1_000 + i, received_on: yesterday, donor_name: `Pat ${tag} ${i}`, donor_email: `pat${i}-${tag}@test.example.org` },
      }),
    )
    // And one donor the search leaves out: the total before the search is not the one after.
    gifts.push(
      request.post('/api/donations/mail-in', { headers: staff, data: { amount_cents: 900, received_on: yesterday, donor_name: 'Sam Elsewhere', donor_email: `${unique('sam')}@test.example.org` } }),
    )
    for (const gift of await Promise.all(gifts)) expect(gift.status()).toBe(201)
    await recordAnnouncements(page)
    await signIn(page)
    await page.goto('/admin/donors')
    const all = page.getByRole('status').filter({ hasText: /^\d+ donors?$/ })
    await expect(all).toBeVisible()
    expect(Number((await all.textContent())!.split(' ')[0])).toBeGreaterThan(26)

    // Searched: the total is said once, with the search it was counted for (not the old total first).
    const search = page.getByLabel('Name or email')
    await skipToContent(page)
    await typeInto(page, search, tag)
    await page.keyboard.press('Enter')
    await expectHeard(page, `26 donors matching “${tag}”`)
    expect((await heard(page)).filter((text) => text.includes(`matching “${tag}”`))).toEqual([`26 donors matching “${tag}”`])

    // Next to the last page: the button rests disabled, the focus is on "Page 2 of 2", which is said.
    const pages = page.getByRole('navigation', { name: 'Pages' })
    const status = pages.getByRole('status')
    await expect(status).toHaveText('Page 1 of 2')
    await tabTo(page, pages.getByRole('button', { name: 'Next' }))
    let mark = await heardMark(page)
    await page.keyboard.press('Enter')
    await expectFocusInView(page, status)
    await expect(status).toHaveText('Page 2 of 2')
    await expectHeard(page, 'Page 2 of 2', { since: mark })
    await page.screenshot({ path: testInfo.outputPath('donors-last-page.png') })

    // Back to the first page: the same.
    await page.keyboard.press('Shift+Tab')
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeFocused()
    mark = await heardMark(page)
    await page.keyboard.press('Enter')
    await expectFocusInView(page, status)
    await expectHeard(page, 'Page 1 of 2', { since: mark })
  })
})
