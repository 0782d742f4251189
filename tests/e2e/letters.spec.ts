import { expectAccessible, expectFocusInView, failOnCspViolations, saveScreenshot, signIn, staffToken, tabTo, toast, typeInto, unique } from './support'
import { expect, test } from './fixtures'

// Issue 35: the foundation's giving settings (admins, /admin/organization) and the dashboard's
// letters to post, by keyboard, axe-clean at 390 and 1280 px (docs/acknowledgements.md).

failOnCspViolations()

test('the giving settings: an EIN error takes focus to its field; a save is said by the page’s status @layout', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/organization')
  const form = page.getByRole('form', { name: 'Giving settings' })
  await expect(form.getByLabel('Legal name')).toHaveValue('Loss to Light Memorial Foundation')
  await expect(form.getByLabel('Tax status')).toHaveValue('pending')
  await expectAccessible(page)
  await saveScreenshot(page, testInfo, 'admin-organization')

  const ein = form.getByLabel('EIN', { exact: false })
  await typeInto(page, ein, '123456789')
  await page.keyboard.press('Enter')
  await expect(form.getByText('Please enter the EIN as NN-NNNNNNN')).toBeVisible()
  await expectFocusInView(page, ein)
  await expect(ein).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await ein.fill('')
  await page.keyboard.type('12-3456789')
  const signer = form.getByLabel('Signer’s title', { exact: false })
  await typeInto(page, signer, 'Chair of the Board')
  await page.keyboard.press('Enter')
  await expect(toast(page)).toHaveText(/Giving settings saved/)
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Letters now say the 501(c)(3) application is pending.' })).toHaveCount(1)
  await expect(signer).toBeFocused()

  await page.reload()
  await expect(form.getByLabel('EIN', { exact: false })).toHaveValue('12-3456789')
  await expect(form.getByLabel('Signer’s title', { exact: false })).toHaveValue('Chair of the Board')
})

test('the dashboard lists gifts to acknowledge by post: the letter’s PDF, then “Record posted” by keyboard', async ({ page, request }) => {
  const token = await staffToken(request)
  const donor = unique('Paper Donor')
  const recorded = await request.post('/api/donations/mail-in', {
    data: { amount_cents: 7_500, received_on: '2026-11-02', donor_name: donor, check_number: '314' },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(recorded.status()).toBe(201)
  const { id } = (await recorded.json()) as { id: number }

  await signIn(page)
  const letters = page.getByRole('region', { name: 'Letters to post' })
  const item = letters.getByRole('listitem').filter({ hasText: donor })
  await expect(item).toContainText('$75 from')
  await expect(item).toContainText('Check no. 314')
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await tabTo(page, item.getByRole('button', { name: /^Letter \(PDF\)/ }))
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toBe(`acknowledgement-${id}.pdf`)

  await tabTo(page, item.getByRole('button', { name: /^Record posted/ }))
  await page.keyboard.press('Enter')
  const said = letters.getByRole('status')
  await expect(said).toContainText(`Letter to ${donor} recorded as posted.`)
  await expectFocusInView(page, said)
  await expect(item).toHaveCount(0)
})

test('staff send a year’s statements from the donations page: a bad year is said at its field; the dialog closes on the count', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/donations')
  const open = page.getByRole('button', { name: 'Year-end statements' })
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'Year-end statements' })
  const year = form.getByLabel('Year', { exact: true })
  await expect(year).toBeVisible()
  await expectAccessible(page)

  await year.fill('last year')
  await page.keyboard.press('Enter')
  await expect(form.getByText('Please enter a year such as 2026')).toBeVisible()
  await expectFocusInView(page, year)

  await year.fill('2019')
  await page.keyboard.press('Enter')
  await expect(toast(page).last()).toHaveText(/^\d+ statements? for 2019 queued\./)
  await expect(form).toHaveCount(0)
  await expect(open).toBeFocused()
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'for 2019 queued.' })).toHaveCount(1) // stays after the toast
})
