import { readMailbox } from '../support/mailbox'
import { expectAccessible, failOnCspViolations, pngBuffer, signIn, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// The remembrance wall (issue 25), at 390 px and 1280 px: a visitor leaves a remembrance with a
// photo, staff publish it in /admin, it shows on /remember; a candle is lit once a day; axe on the
// wall and on the moderation view.

failOnCspViolations()

test('leave a remembrance with a photo; staff publish it; it shows on the wall, and the writer is told', async ({ page }) => {
  const name = `Ann ${unique('w').slice(-6)}`
  const email = `${unique('remember').toLowerCase()}@test.example.org`
  await page.goto('/remember')
  await expect(page.getByRole('heading', { level: 1, name: 'Remember Her' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Write a remembrance' }).click()
  const form = page.getByRole('form', { name: 'Leave a remembrance' })
  await form.getByRole('button', { name: 'Leave my remembrance' }).click()
  await expect(form.getByText('Your name is required')).toBeVisible()
  await expect(form.getByText('You must agree to the terms')).toBeVisible()
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Your email (never shown)').fill(email)
  await form.getByLabel('How you knew her').fill('friend from the choir')
  await form.getByLabel('Your remembrance').fill('She sang alto, always a little too loud.\n\n<b>We miss her.</b>')
  await form.getByLabel(/^Photo/).setInputFiles({ name: 'choir.png', mimeType: 'image/png', buffer: await pngBuffer('#7a5c2e', 900, 600) })
  await expect(form.getByRole('img', { name: 'Preview of the selected photo' })).toBeVisible()
  await form.getByRole('checkbox').check()
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Leave my remembrance' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your remembrance was received' })).toBeVisible()
  // Pending: not on the wall.
  await page.reload()
  await expect(page.getByText(name)).toHaveCount(0)

  await signIn(page)
  await expect(page.getByTestId('pending-remembrances')).not.toHaveText('0')
  await page.goto('/admin/remembrances')
  const card = page.getByTestId('staff-remembrance').filter({ hasText: name })
  await expect(card.getByRole('img', { name: `Photo left by ${name}` })).toBeVisible()
  await expectAccessible(page)
  await card.getByRole('button', { name: `Publish the remembrance from ${name}` }).click()
  await expect(toast(page)).toHaveText(new RegExp(`The remembrance from ${name} is on the wall`))

  await page.goto('/remember')
  const shown = page.getByRole('article').filter({ hasText: name })
  await expect(shown.getByText('friend from the choir')).toBeVisible()
  await expect(shown.getByText('<b>We miss her.</b>')).toBeVisible() // as text, never markup
  const photo = shown.getByRole('img', { name: `Photo shared by ${name}` })
  await photo.scrollIntoViewIfNeeded()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectAccessible(page)
  await expect.poll(async () => (await readMailbox(testMailbox())).filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1)
})

test('light a candle: the count goes up once, and the button rests for the day', async ({ page }) => {
  await page.goto('/remember')
  const button = page.getByRole('button', { name: 'Light a candle' })
  await expect(button).toBeEnabled()
  const before = Number(
    (await page
      .getByText(/candles? lit$/)
      .first()
      .textContent())!.replace(/\D/g, ''),
  )
  await button.click()
  await expect(page.getByRole('status').filter({ hasText: 'Your candle is lit' })).toBeVisible()
  const after = Number(
    (await page
      .getByText(/candles? lit$/)
      .first()
      .textContent())!.replace(/\D/g, ''),
  )
  expect(after).toBeGreaterThan(before)
  await expect(page.getByRole('button', { name: 'Candle lit today' })).toBeDisabled()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Candle lit today' })).toBeDisabled()
  await expectAccessible(page)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Remember Her' })).toBeVisible()
  await expect(page.getByTestId('home-candles')).toHaveText(/candles? lit$/)
  await page.getByRole('link', { name: 'Visit the Remembrance Wall' }).click()
  await expect(page).toHaveURL(/\/remember$/)
})
