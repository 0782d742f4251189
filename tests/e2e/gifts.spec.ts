import { TEST_ADMIN } from '../support/constants.mjs'
import { eventually, linksIn, mailHeader, manageLinksFor, readMailbox } from '../support/mailbox'
import { expectAccessible, expectFocusInView, failOnCspViolations, payAtStripe, signIn, staffToken, stripeSays, tabTo, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// The life of a gift after it is given: staff record and correct checks, refund part of a card
// gift, check the gifts against Stripe; a donor manages a monthly gift from an emailed link, and
// asks for a year's statement on its page (issue 42).

failOnCspViolations()

test('staff record a check, correct it (its history shows who changed what), and void it', async ({ page }) => {
  const donor = unique('Parish')
  await signIn(page)
  await page.goto('/admin/donations')
  await page.getByRole('button', { name: 'Record a check' }).click()
  const dialog = page.getByRole('dialog', { name: 'Check by mail' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Please enter a valid amount')).toBeVisible()
  await expect(dialog.getByText('Please enter the donor’s name')).toBeVisible()
  await dialog.getByLabel('Amount (USD)').fill('250')
  await dialog.getByLabel('Date received').fill('2026-11-20')
  await dialog.getByLabel('Donor name').fill(donor)
  await dialog.getByLabel('Check number (optional)').fill('1042')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page)).toHaveText(/Check recorded successfully/)

  const row = page.getByRole('row', { name: new RegExp(donor) })
  await expect(row).toContainText('$250')
  await expect(row).toContainText('Check #1042')
  await expect(row).toContainText('Nov 20, 2026')

  await row.getByRole('button', { name: `Edit the check from ${donor}` }).click()
  await dialog.getByLabel('Amount (USD)').fill('200')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page).last()).toHaveText(/Check updated successfully/)
  await expect(row).toContainText('$200')
  await row.getByRole('button', { name: `Edit the check from ${donor}` }).click()
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(`${TEST_ADMIN.email} edited: amount $250.00 → $200.00`)
  await dialog.getByRole('button', { name: 'Close dialog' }).click()

  await row.getByRole('button', { name: `Void the check from ${donor}` }).click()
  const voiding = page.getByRole('dialog', { name: 'Void a check' })
  await expectAccessible(page)
  await voiding.getByRole('button', { name: 'Void check' }).click()
  await expect(voiding.getByText('Please say why this check is voided')).toBeVisible()
  await voiding.getByLabel('Reason').fill('Returned by the bank')
  await voiding.getByRole('button', { name: 'Void check' }).click()
  await expect(toast(page).last()).toHaveText(/Check voided/)
  await expect(row.getByText('voided', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: /^Edit|^Void/ })).toHaveCount(0)
})

test('staff refund part of a card gift; the row shows it once Stripe confirms', async ({ page, request }) => {
  const email = `${unique('partial')}@test.example.org`
  const started = await request.post('/api/donations/checkout', { data: { amount_cents: 5000, donor_name: 'Part Refund', donor_email: email } })
  const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
  const intent = await payAtStripe(request, secret)
  await stripeSays(request, 'payment_intent.succeeded', { id: intent, object: 'payment_intent', amount: 5000, amount_received: 5000, metadata: { donation_id: String(id) } })

  await signIn(page)
  await page.goto('/admin/donations')
  const row = page.getByRole('row', { name: new RegExp(email) })
  await row.getByRole('button', { name: 'Refund the gift of $50 from Part Refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund a gift' })
  await expectAccessible(page)
  await dialog.getByLabel('Amount to refund (USD)').fill('60')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByText('At most $50 can still be refunded.')).toBeVisible()
  await dialog.getByLabel('Amount to refund (USD)').fill('12.50')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(toast(page)).toHaveText(/Refund requested. The gift will show it once Stripe confirms./)
  await expect(row).toContainText('$50')

  await stripeSays(request, 'charge.refunded', { id: `ch_${Date.now()}`, object: 'charge', payment_intent: intent, amount: 5000, amount_refunded: 1250, refunded: false })
  await page.reload()
  await expect(row).toContainText('$37.50')
  await expect(row).toContainText('$12.50 refunded of $50')
  await expect(row.getByRole('button', { name: 'Refund the gift of $37.50 from Part Refund' })).toBeVisible()
})

test('“Check against Stripe” repairs a gift whose webhook never came', async ({ page, request }) => {
  const email = `${unique('missed')}@test.example.org`
  const started = await request.post('/api/donations/checkout', { data: { amount_cents: 2100, donor_name: 'Missed Webhook', donor_email: email } })
  await payAtStripe(request, ((await started.json()) as { client_secret: string }).client_secret)

  await signIn(page)
  await page.goto('/admin/donations')
  const row = page.getByRole('row', { name: new RegExp(email) })
  await expect(row.getByText('pending')).toBeVisible()
  await page.getByRole('button', { name: 'Check against Stripe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Checked the last 30 days against Stripe' })).toContainText(/[1-9]\d* differences? fixed/)
  await expect(row.getByText('succeeded')).toBeVisible()
  await page.getByRole('button', { name: 'Check against Stripe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Checked the last 30 days against Stripe' })).toContainText('0 differences.')
})

test('a donor opens Stripe’s portal for a monthly gift from an emailed one-time link', async ({ page, request }) => {
  const email = `${unique('monthly')}@test.example.org`
  const started = await request.post('/api/donations/checkout', { data: { amount_cents: 1500, donor_email: email, is_recurring: true } })
  await payAtStripe(request, ((await started.json()) as { client_secret: string }).client_secret)
  const staff = await request.post('/api/auth/login', { data: TEST_ADMIN })
  const { access_token: token } = (await staff.json()) as { access_token: string }
  expect((await request.post('/api/donations/reconcile', { data: { days: 1 }, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200)

  await page.goto('/donate')
  await page.getByRole('link', { name: 'Manage your monthly gift' }).click()
  await expect(page).toHaveURL(/\/donate\/manage$/)
  await expectAccessible(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'If that email address has a monthly gift with us' })).toHaveText(/we have sent it a link to manage the gift/)

  const [link] = await eventually(async () => {
    const found = await manageLinksFor(testMailbox(), email)
    return found.length ? found : undefined
  })
  const { pathname, search } = new URL(link!)
  await page.goto(pathname + search)
  await page.getByRole('button', { name: 'Open my monthly gift' }).click()
  await expect(page.getByRole('heading', { name: 'Customer portal' })).toBeVisible()
  await expect(page.getByText(/Customer cus_/)).toBeVisible()

  // The link works once.
  await page.goto(pathname + search)
  await page.getByRole('button', { name: 'Open my monthly gift' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This link' })).toHaveText('This link has expired or was already used. Please ask for a new one below.')
  await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible()
})

test('a donor asks for a year’s statement, by keyboard, from the link in their letter of thanks; it comes by mail', async ({ page, request }) => {
  const email = `${unique('statement')}@test.example.org`
  const staff = { Authorization: `Bearer ${await staffToken(request)}` }
  const check = await request.post('/api/donations/mail-in', {
    headers: staff,
    data: { amount_cents: 4_200, received_on: '2024-06-01', donor_name: 'Stella Keys', donor_email: email, check_number: '77' },
  })
  expect(check.status()).toBe(201)
  const mailsTo = async () => (await readMailbox(testMailbox())).filter((mail) => mail.to.includes(email))
  // The letter of thanks for the check leads to the statement page; so do the donation terms.
  const [link] = await eventually(async () => {
    const found = (await mailsTo()).flatMap((mail) => linksIn(mail, /https?:\/\/\S+\/donate\/statement\b/g))
    return found.length ? found : undefined
  }, 20_000)
  await page.goto('/donation-terms')
  await expect(page.getByRole('link', { name: 'Ask for your giving statement' })).toHaveAttribute('href', '/donate/statement')
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Your giving statement' })).toBeVisible()
  await expectAccessible(page)

  // Sent empty: focus on the email, with its message; then typed, and the year typed over.
  const form = page.getByRole('form', { name: 'Ask for your giving statement' })
  const send = form.getByRole('button', { name: 'Email me the statement' })
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  const emailField = form.getByLabel('Email you gave with')
  await expectFocusInView(page, emailField)
  await expect(form.getByText('Email is required')).toBeVisible()
  await page.keyboard.type(email)
  const year = form.getByLabel('Year')
  await tabTo(page, year)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('2024')
  await tabTo(page, send)
  await page.keyboard.press('Enter')

  // The answer takes the form's place, is said by the page's status, and has the focus.
  await expectFocusInView(page, page.getByRole('heading', { name: 'Your request is in' }))
  await expect(page.getByRole('status').filter({ hasText: 'Your request is in' })).toContainText('If this address gave that year, its statement is on its way by email.')
  await expectAccessible(page)
  const statement = await eventually(async () => (await mailsTo()).find((mail) => mailHeader(mail, 'Subject') === 'Your giving to Loss to Light Memorial Foundation in 2024'), 20_000)
  expect(statement.raw).toMatch(/Content-Type: application\/pdf/i)

  // "Ask for another year" brings the form back, focus on its first field.
  await tabTo(page, page.getByRole('button', { name: 'Ask for another year' }))
  await page.keyboard.press('Enter')
  await expectFocusInView(page, emailField)
})
