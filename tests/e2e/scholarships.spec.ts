import type { APIRequestContext, Page } from '@playwright/test'

import { mailText, readMailbox } from '../support/mailbox'
import { expectAccessible, failOnCspViolations, inDays, saveScreenshot, signIn, staffToken, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// The scholarship (issue 36) as its people use it: a student applies on the round's page, continues
// by the mailed link, uploads a PDF and asks a recommender; the recommender writes by their own
// link; a reviewer scores blind in /admin/review; an admin decides in /admin/scholarships. axe on
// every page and view at 390 and 1280 px (expectAccessible); the pages' fit at both widths (@layout).

failOnCspViolations()

/** A small but whole PDF (Payload's own check looks for its cross-reference table). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\nxref\n0 4\ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)
const REVIEWER_PASSWORD = 'reviewer password 2031'
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

type Round = { id: number; slug: string; title: string; body: Record<string, unknown> }

/** An open, published round with a transcript (reviewers see it), one letter and two criteria. */
async function createRound(request: APIRequestContext, token: string): Promise<Round> {
  const slug = unique('path').toLowerCase()
  const title = `Light a Path ${slug.slice(-6)}`
  const body = {
    title,
    slug,
    summary: 'For a graduating student who carries her light forward.',
    description: 'One award for a student finishing high school this year.\n\nWe read every application with care.',
    award_cents: 250_000,
    awards_count: 1,
    opens_at: inDays(-2),
    closes_at: inDays(20),
    essay_prompt: 'Tell us about someone who changed your path.',
    essay_max_words: 300,
    documents: [{ key: 'transcript', label: 'Transcript', required: true, reviewers_see: true }],
    recommendations_required: 1,
    criteria: [
      { key: 'essay', label: 'Essay' },
      { key: 'promise', label: 'Promise' },
    ],
    is_published: true,
  }
  const response = await request.post('/api/admin/scholarships', { data: body, headers: bearer(token) })
  expect(response.status()).toBe(201)
  return { id: ((await response.json()) as { id: number }).id, slug, title, body }
}

/** The newest link of `kind` mailed to `email`, as a path. */
async function linkIn(email: string, kind: 'application' | 'recommend'): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await readMailbox(testMailbox())).filter((m) => m.to.includes(email))
        found = mails.flatMap((m) => mailText(m).match(new RegExp(`https?://\\S+/scholarships/${kind}\\?token=[\\w-]+`, 'g')) ?? []).at(-1)
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(found!)
  return `${url.pathname}${url.search}`
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${page.viewportSize()?.width} px`).toBe(true)
}

test('the scholarship pages and staff views fit the screen and pass axe @layout', async ({ page, request, isMobile }, testInfo) => {
  const round = await createRound(request, await staffToken(request))
  // The home page and the About page's Youth Programs card lead to an open round.
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Read and Apply' })).toHaveAttribute('href', /^\/scholarships\/[a-z0-9-]+$/)
  await page.goto('/about')
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Youth Programs' })
      .getByRole('link', { name: /^Apply for / }),
  ).toBeVisible()
  await page.goto('/scholarships')
  await expect(page.getByRole('heading', { name: 'Open for applications' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Read and apply: ${round.title}` })).toBeVisible()
  await fitsTheScreen(page)
  await expectAccessible(page)
  await saveScreenshot(page, testInfo, 'scholarships')

  // Sent before the page is alive, the form would go as a plain GET: wait for its scripts.
  await page.goto(`/scholarships/${round.slug}`, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(round.title)
  await expect(page.getByText('One award of $2,500').first()).toBeVisible()
  await page.getByRole('button', { name: 'Start my application' }).click()
  await expect(page.getByText('Your name is required')).toBeVisible()
  await fitsTheScreen(page)
  await expectAccessible(page)
  await saveScreenshot(page, testInfo, 'scholarship-round')

  await signIn(page)
  await page.goto('/admin/scholarships', { waitUntil: 'networkidle' })
  await expect(page.getByTestId(`round-${round.slug}`)).toContainText('0 submitted of 0')
  await fitsTheScreen(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: `Edit ${round.title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit round' })
  await expect(dialog.getByLabel('Key of document 1')).toHaveValue('transcript')
  await expect(dialog.getByLabel('Label of criterion 2')).toHaveValue('Promise')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close dialog' }).click()
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/^Review/)
  await fitsTheScreen(page)
  await expectAccessible(page)
})

test('apply, continue by the mailed link, a letter by its own link, a blind review, and the decision mailed once', async ({ page, request }) => {
  test.setTimeout(90_000)
  const admin = await staffToken(request)
  const round = await createRound(request, admin)
  const reviewer = `${unique('reviewer')}@test.example.org`
  expect((await request.post('/cms/api/users', { data: { email: reviewer, password: REVIEWER_PASSWORD, role: 'reviewer' }, headers: { Authorization: `JWT ${admin}` } })).status()).toBe(201)
  const applicant = { name: `Maya ${unique('student').slice(-6)}`, email: `${unique('maya')}@e2e.example.org`, school: 'Harbor High School' }
  const recommender = { name: 'Ms. Rivera', email: `${unique('rivera')}@e2e.example.org` }
  const essay = 'My grandmother taught me to read by candlelight during the blackout. Every book since has been a door she opened.'

  // Applies on the round's page (the list leads there).
  await page.goto('/scholarships')
  await page.getByRole('link', { name: `Read and apply: ${round.title}` }).click()
  await page.getByLabel('Your full name').fill(applicant.name)
  await page.getByLabel('Email', { exact: true }).fill(applicant.email)
  await page.getByLabel('Year you graduate').fill(String(new Date().getUTCFullYear() + 1))
  await page.getByLabel('Your school').fill(applicant.school)
  await page.getByRole('button', { name: 'Start my application' }).click()
  await expect(page.getByText('Please agree to how we keep and use your application')).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree that the foundation keeps my application/ }).check()
  await page.getByRole('button', { name: 'Start my application' }).click()
  await expect(page.getByRole('heading', { name: 'Please check your email' })).toBeFocused()

  // Continues by the mailed link: what is missing, a refused submit, the essay, a PDF, a recommender, then submitted.
  const applicationLink = await linkIn(applicant.email, 'application')
  await page.goto(applicationLink)
  const missing = page.getByTestId('application-missing')
  await expect(missing).toContainText('The essay is missing.')
  await expect(missing).toContainText('The document “Transcript” is missing.')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Submit my application' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your application is not complete yet' })).toContainText('The document “Transcript” is missing.')
  await page.getByLabel('Your essay').fill(essay)
  await expect(page.getByTestId('essay-words')).toHaveText('20 of 300 words')
  await page.getByRole('button', { name: 'Save my application' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your application is saved.' })).toBeVisible()
  await expect(missing).not.toContainText('The essay is missing.')
  await expect(page.getByRole('alert').filter({ hasText: 'Your application is not complete yet' })).toHaveCount(0)

  const transcript = page.getByLabel('Choose Transcript (PDF)')
  await transcript.setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') })
  await page.getByRole('button', { name: 'Upload Transcript' }).click()
  await expect(page.getByText('This file is not a PDF. Please save your document as a PDF and upload it again.')).toBeVisible()
  await expect(transcript).toBeFocused()
  await transcript.setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Upload Transcript' }).click()
  await expect(page.getByTestId('document-transcript')).toContainText('Uploaded: transcript.pdf')

  await page.getByLabel('Recommender’s name').fill(recommender.name)
  await page.getByLabel('Recommender’s email').fill(recommender.email)
  await page.getByRole('button', { name: 'Ask for a letter' }).click()
  await expect(page.getByTestId('recommendations')).toContainText(`${recommender.name} (${recommender.email})`)
  await expect(page.getByTestId('recommendations')).toContainText('Asked; no letter yet')
  // The form gave way (one letter asked for): the focus is on what was said.
  await expect(page.getByRole('status').filter({ hasText: 'We have sent your recommender a link' })).toBeFocused()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Submit my application' }).click()
  await expect(page.getByRole('heading', { name: 'Your application is submitted' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Submit my application' })).toHaveCount(0)
  await expect.poll(async () => (await readMailbox(testMailbox())).some((m) => m.to.includes(applicant.email) && /We have received your application/.test(mailText(m))), { timeout: 15_000 }).toBe(true)

  // The recommender writes by their own link, once.
  const recommendLink = await linkIn(recommender.email, 'recommend')
  await page.goto(recommendLink)
  await expect(page.getByRole('heading', { name: `Dear ${recommender.name},` })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`${applicant.name} is applying for ${round.title}`)
  await expectAccessible(page)
  await page.getByLabel('Your letter', { exact: true }).fill('Maya tutors younger students every week, unasked and unpaid.')
  await page.getByRole('button', { name: 'Send my letter' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your letter' })).toBeFocused()
  await page.goto(recommendLink)
  await expect(page.getByRole('alert').filter({ hasText: 'This letter has already been received. Thank you!' })).toBeVisible()
  await page.goto(applicationLink)
  await expect(page.getByTestId('recommendations')).toContainText('Letter received on')

  // A reviewer signs in and lands in the review, blind: the essay and the letter, no name, email or school.
  await page.goto('/admin/login')
  await page.evaluate(() => localStorage.clear())
  await page.getByLabel('Email', { exact: true }).fill(reviewer)
  await page.getByLabel('Password', { exact: true }).fill(REVIEWER_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/review$/)
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['Review', 'Your account'])
  await page.getByRole('button', { name: `Review ${round.title}` }).click()
  await expect(page.getByTestId('review-essay')).toHaveText(essay)
  await expect(page.getByTestId('review-letter')).toHaveText('Maya tutors younger students every week, unasked and unpaid.')
  await expect(page.getByRole('button', { name: 'Open Transcript (PDF)' })).toBeVisible()
  const shown = await page.getByRole('main').innerText()
  for (const identity of [applicant.name, applicant.email, applicant.school, recommender.name, recommender.email]) expect(shown).not.toContain(identity)
  await page.getByRole('button', { name: 'Save my review' }).click()
  await expect(page.getByRole('group', { name: 'Essay' }).getByText('Please score this criterion')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('group', { name: 'Essay' }).getByRole('radio', { name: '4' }).check()
  await page.getByRole('group', { name: 'Promise' }).getByRole('radio', { name: '5' }).check()
  await page.getByLabel(/Comment for the committee/).fill('A generous essay.')
  await page.getByRole('button', { name: 'Save my review' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Your review of application A-\w+ is saved\./ })).toBeVisible()

  // The round closes (its dates written, not waited for); an admin decides, once.
  const closed = { ...round.body, opens_at: inDays(-10), closes_at: inDays(-1) }
  expect((await request.put(`/api/admin/scholarships/${round.id}`, { data: closed, headers: bearer(admin) })).status()).toBe(200)
  // The applicant's link after the close says so; a link that never worked says what to do.
  await page.goto(applicationLink)
  await expect(page.getByRole('heading', { name: 'Your application is submitted' })).toBeVisible()
  await expect(page.getByText('This round has closed; applications and letters are no longer taken.')).toBeVisible()
  await page.goto('/scholarships/application?token=not-a-link-we-sent')
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work any more. Ask for a fresh one with your email on the round’s page.' })).toBeVisible()
  await expectAccessible(page)
  await page.evaluate(() => localStorage.clear())
  await signIn(page)
  await page.goto('/admin/scholarships')
  await expect(page.getByTestId(`round-${round.slug}`)).toContainText('1 submitted of 1')
  await page.getByRole('link', { name: `Ranking and decisions of ${round.title}` }).click()
  const row = page.getByRole('row').filter({ hasText: applicant.name })
  await expect(row).toContainText('4.50')
  await expect(page.getByText('A generous essay.')).toBeVisible()
  // Admins read the whole application: who wrote the letter, every document.
  await row.getByRole('button', { name: `Read the application of ${applicant.name}` }).click()
  const reading = page.getByRole('dialog', { name: `The application of ${applicant.name}` })
  await expect(reading).toContainText(`${recommender.name} (${recommender.email}): received`)
  await expect(reading.getByRole('button', { name: 'Open Transcript (PDF)' })).toBeVisible()
  // The letter names the applicant: flagged; an admin redacts it for reviewers, the original stays here.
  await expect(reading).toContainText('Names reviewers would read: Maya.')
  await reading.getByRole('button', { name: `Redact ${recommender.name}’s letter for reviewers` }).click()
  const redaction = reading.getByLabel('The letter as reviewers will read it (take out names and schools)')
  await expect(redaction).toBeFocused()
  await redaction.fill('The applicant tutors younger students every week, unasked and unpaid.')
  await reading.getByRole('button', { name: 'Save for reviewers' }).click()
  await expect(reading.getByRole('status').filter({ hasText: 'Saved: reviewers read the redacted letter.' })).toBeVisible()
  await expect(reading.getByRole('button', { name: `Change the redaction of ${recommender.name}’s letter` })).toBeFocused()
  await expect(reading).toContainText('No names of the applicant, their school or the writer found in what reviewers read.')
  await expect(reading).toContainText('Maya tutors younger students every week, unasked and unpaid.')
  await expectAccessible(page)
  await reading.getByRole('button', { name: 'Close dialog' }).click()
  await row.getByRole('checkbox', { name: `Award ${applicant.name}` }).check()
  await page.getByRole('button', { name: 'Send the decisions…' }).click()
  const confirm = page.getByRole('dialog', { name: 'Send the decisions' })
  await expect(confirm).toContainText(applicant.name)
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Send the decisions' }).click()
  await expect(toast(page).filter({ hasText: 'The decisions are on their way' })).toBeVisible()
  await expect(row).toContainText('Awarded')
  await expect(page.getByRole('status').filter({ hasText: 'The decisions were sent on' })).toBeFocused()
  await expect.poll(async () => (await readMailbox(testMailbox())).filter((m) => m.to.includes(applicant.email) && /you have been awarded/.test(mailText(m))).length, { timeout: 15_000 }).toBe(1)
  expect((await request.post(`/api/admin/scholarships/${round.id}/decisions`, { data: { awarded: [] }, headers: bearer(admin) })).status()).toBe(409)

  // With the recipient's consent, the round's page names them.
  await page.getByRole('checkbox', { name: new RegExp(`Show ${applicant.name}`) }).check()
  await page.getByLabel(/A short line under the name/).fill('Will study nursing in the fall.')
  await page.getByRole('button', { name: 'Publish recipients' }).click()
  await expect(toast(page).filter({ hasText: '1 recipient is shown' })).toBeVisible()
  await page.goto(`/scholarships/${round.slug}`)
  await expect(page.getByRole('heading', { name: 'This round has closed' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`${applicant.name}, ${applicant.school}`)
  await expect(page.getByRole('main')).toContainText('Will study nursing in the fall.')
})
