import { generate } from 'otplib'

import { expectAccessible, failOnCspViolations, payAtStripe, signIn, staffToken, stripeSays, toast, unique } from './support'
import { expect, test } from './fixtures'

// A fundraising account turns on two-step sign-in in /admin/account, signs out, signs in with a
// code from its authenticator app, and refunds a gift (the shared test server runs
// STAFF_TWO_STEP=optional; production's default, `required`, is tested in tests/int/two-step.test.ts).

failOnCspViolations()

const PASSWORD = 'two-step e2e password 7'

test('a fundraising account enrols two-step sign-in, signs in with a code and refunds a gift', async ({ page, request }) => {
  const email = `${unique('treasurer')}@test.example.org`
  const admin = await staffToken(request)
  const created = await request.post('/cms/api/users', { data: { email, password: PASSWORD, role: 'fundraising' }, headers: { Authorization: `JWT ${admin}` } })
  expect(created.status()).toBe(201)

  const donor = `${unique('gift')}@test.example.org`
  const started = await request.post('/api/donations/checkout', { data: { amount_cents: 4000, donor_name: 'Two Step', donor_email: donor } })
  const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
  const intent = await payAtStripe(request, secret)
  await stripeSays(request, 'payment_intent.succeeded', { id: intent, object: 'payment_intent', amount: 4000, amount_received: 4000, metadata: { donation_id: String(id) } })

  const signInWithPassword = async () => {
    await page.goto('/admin/login')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
  }

  // Without a second step (optional here), the password signs in.
  await signInWithPassword()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await expect(page.getByTestId('two-step-state')).toContainText('Off.')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeFocused()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const key = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '')
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  const codeField = page.getByLabel('6-digit code from your app')
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField).toHaveAttribute('inputmode', 'numeric')
  await expectAccessible(page)
  await codeField.fill('000000')
  await page.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(page.getByText(/That code is not right/)).toBeVisible()
  await codeField.fill(await generate({ secret: key }))
  await page.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByTestId('two-step-state')).toContainText('On.')
  await expect(page.getByTestId('two-step-state')).toContainText('Recovery codes left: 10')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // Now the password leads to the code step.
  await signInWithPassword()
  const loginCode = page.getByLabel('6-digit code from your authenticator app')
  await expect(loginCode).toBeFocused()
  await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await expect(page.getByLabel('Recovery code')).toBeFocused()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Use a code from your app instead' }).click()
  // The next time step's code: the enrolment spent this one.
  await loginCode.fill(await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(toast(page).last()).toHaveText(/Login successful!/)
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/donations')
  const row = page.getByRole('row', { name: new RegExp(donor) })
  await row.getByRole('button', { name: 'Refund the gift of $40 from Two Step' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund a gift' })
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(toast(page).last()).toHaveText(/Refund requested/)

  // Fundraising sees only its own views.
  const menu = page.getByRole('navigation', { name: 'Admin' })
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Donations', 'Donors', 'Import gifts', 'Deposits', 'Campaigns', 'Fundraisers', 'Tributes', 'Your account'])

  // The treasurer's refund is in the audit trail, with their email, for an admin to read.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await signIn(page)
  await page.goto('/admin/audit')
  await page.getByLabel('Person').fill(email)
  await page.getByLabel('Kind').selectOption('donation.refund')
  const entry = page.getByRole('row').filter({ hasText: 'donation.refund' })
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(email)
  await expect(entry).toContainText(`donations #${id}`)
  await expect(entry).toContainText('asked Stripe to refund $40 of $40')
  await expectAccessible(page)
})
