import { randomUUID } from 'node:crypto'

import { eventually, mailText, readMailbox } from '../support/mailbox'
import { expectAccessible, failOnCspViolations, pngBuffer, routeStripeToFake, signIn, staffToken, stripeSays, tabTo, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// Sponsorships bought from the Sponsors page (issue 45): "Become a sponsor" opens the form in
// place, the server holds the tier's place, the card step is the donate page's (the test copy of
// Stripe.js, the fake Stripe), Stripe's webhook makes it paid, and the receipt's link takes the logo.

failOnCspViolations()

test('@layout become a sponsor with the test card; the receipt’s link takes the logo', async ({ page, request }) => {
  const token = await staffToken(request)
  const name = `Gala table ${randomUUID().slice(0, 6)}`
  const made = await request.post('/api/sponsors/admin', {
    data: { name, amount_cents: 250_000, value_cents: 60_000, quantity: 5, purchasable: true, is_active: true, benefits_json: { benefits: ['A table of ten at the gala'] } },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(made.status()).toBe(201)
  await routeStripeToFake(page)
  await page.goto('/sponsors')
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name }) })
      .getByText('A table of ten at the gala'),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: `Become a sponsor: ${name}` }).click()
  await expect(page.getByRole('heading', { name: 'Become a sponsor', level: 1 })).toBeVisible()
  await expect(page.getByText('$600 is the fair market value of the benefits you receive; $1,900 is tax-deductible.')).toBeVisible()
  const card = page.getByRole('form', { name: `Become a ${name} sponsor` })
  await expectAccessible(page)

  const email = `${unique('sponsor')}@test.example.org`
  await card.getByLabel('Company or family name').fill('Harbor Bakery')
  await card.getByLabel('Your name').fill('Ines Mora')
  await card.getByLabel('Email', { exact: true }).fill(email)
  await card.getByRole('textbox', { name: /^Website \(optional\)/ }).fill('not a site')
  await card.getByRole('button', { name: 'Sponsor for $2,500.00' }).click()
  await expect(card.getByRole('textbox', { name: /^Website \(optional\)/ })).toBeFocused()
  await card.getByRole('textbox', { name: /^Website \(optional\)/ }).fill('https://bakery.example.org')
  await card.getByRole('button', { name: 'Sponsor for $2,500.00' }).click()
  await expect(page.getByRole('heading', { name: 'Pay for your sponsorship' })).toBeFocused()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $2,500.00' }).click()
  await expect(page).toHaveURL(/\/sponsors\/thank-you/)
  await expectAccessible(page)

  // Stripe tells the server; only that makes it paid and mails the receipt.
  const list = (await (await request.get('/api/admin/sponsorships', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number; email: string; amount_cents: number }[]
  const mine = list.find((s) => s.email === email)!
  const held = (await (await request.get(`/cms/api/sponsorships/${mine.id}`, { headers: { Authorization: `JWT ${token}` } })).json()) as { stripe_payment_intent_id: string }
  await stripeSays(request, 'payment_intent.succeeded', {
    id: held.stripe_payment_intent_id,
    object: 'payment_intent',
    amount: 250_000,
    amount_received: 250_000,
    status: 'succeeded',
    metadata: { sponsorship_id: String(mine.id) },
  })
  const mail = await eventually(async () => (await readMailbox(testMailbox())).find((m) => m.to.includes(email)))
  expect(mailText(mail).replace(/\r?\n/g, ' ')).toContain('$600.00 is the fair market value of the goods and services you received; the remaining $1,900.00 is tax-deductible')
  const logoToken = /\/sponsors\/logo\?token=([A-Za-z0-9_-]{43})/.exec(mailText(mail))?.[1]
  expect(logoToken).toBeDefined()
  await page.goto(`/sponsors/logo?token=${logoToken}`)
  await expect(page.getByRole('heading', { name: 'Send your logo', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Send logo' }).click()
  await expect(page.getByText('Please select a photo')).toBeVisible()
  await page.getByLabel('Logo (PNG, JPG or WebP, under 10MB)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngBuffer('#1d3b6f', 300, 120) })
  await page.getByRole('button', { name: 'Send logo' }).click()
  await expect(page.getByRole('heading', { name: 'Logo received' })).toBeVisible()

  // Staff see the logo waiting (by its signed link) and approve it by keyboard; then it shows.
  await signIn(page)
  await page.goto('/admin/sponsors')
  const row = page.getByRole('row').filter({ hasText: email })
  const logo = row.getByRole('img', { name: 'Logo sent by Harbor Bakery' })
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await expectAccessible(page)
  await tabTo(page, row.getByRole('button', { name: 'Approve Harbor Bakery' }))
  await page.keyboard.press('Enter')
  await expect(toast(page)).toContainText('Harbor Bakery now shows on the Sponsors page')
  await expect(row.getByRole('cell', { name: 'Shown' })).toBeVisible()

  // A sponsorship paid by check, recorded by keyboard in the dialog; focus comes back to its button.
  const record = page.getByRole('button', { name: 'Record a check' })
  await tabTo(page, record)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Record a sponsorship paid by check' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Record' }).click()
  await expect(dialog.getByRole('combobox', { name: 'Tier' })).toBeFocused()
  await expectAccessible(page)
  await dialog.getByRole('combobox', { name: 'Tier' }).selectOption({ label: `${name} ($2,500)` })
  const checkEmail = `${unique('check-sponsor')}@test.example.org`
  await tabTo(page, dialog.getByRole('textbox', { name: 'Company' }))
  await page.keyboard.type('Lakeside Rotary')
  await tabTo(page, dialog.getByRole('textbox', { name: 'Contact name' }))
  await page.keyboard.type('Tom Baker')
  await tabTo(page, dialog.getByRole('textbox', { name: /^Email/ }))
  await page.keyboard.type(checkEmail)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(record).toBeFocused()
  await expect(page.getByRole('row').filter({ hasText: checkEmail })).toContainText('Check')

  await page.goto('/sponsors')
  const shown = page.getByRole('link', { name: /Harbor Bakery/ })
  await expect(shown.first()).toHaveAttribute('rel', 'sponsored noopener')
})
