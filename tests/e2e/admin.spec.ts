import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

import { TEST_ADMIN } from '../support/constants.mjs'
import { cmsFind, expectAccessible, failOnCspViolations, pngBuffer, signIn, staffToken, stripeSays, toast } from './support'
import { expect, test } from './fixtures'

// Every admin screen runs under its strict, per-request nonce policy.
failOnCspViolations()

test('without a token the admin redirects to login; admin pages are noindex', async ({ page }) => {
  await page.goto('/admin/events')
  await expect(page).toHaveURL(/\/admin\/login$/)
  const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content')))
  expect(robots.length).toBeGreaterThan(0)
  expect(robots.every((content) => content?.includes('noindex'))).toBe(true)
})

test('login: messages, failure, success, header and logout', async ({ page }) => {
  await page.goto('/admin/login')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(toast(page)).toHaveText(/Invalid email or password/)

  await signIn(page)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy()
  await expect(page.getByTestId('admin-email')).toHaveText(TEST_ADMIN.email)
  await expect(page.getByText('Total Donations')).toBeVisible()
  await expect(page.getByText('Recurring Donors')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'By campaign' })).toBeVisible()
  await expect(page.getByText(/^Card fees covered by donors, apart from the totals: \$/)).toBeVisible()
  await expectAccessible(page)
  await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/')
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  // The session was revoked on the server too.
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(401)
})

test('a revoked or expired token sends the admin back to login', async ({ page, request }) => {
  await signIn(page)
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  // Leave the dashboard first, so none of its requests is still running when the token is revoked.
  await page.goto('about:blank')
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
  // The page's own requests may hear their 401 and send the browser to the login page before the
  // navigation has finished loading: that too is the behaviour under test (Chromium reports it as
  // an interrupted or an aborted navigation).
  await page.goto('/admin/sponsors').catch((error: Error) => expect(error.message).toMatch(/interrupted by another navigation to .*\/admin\/login|net::ERR_ABORTED/))
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})

test('events: create a draft and publish it, checked on the public site, then delete @layout', async ({ page, isMobile }) => {
  const title = `Admin event ${Date.now()}`
  await signIn(page)
  const menu = page.getByRole('navigation', { name: 'Admin' })
  if (isMobile) {
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
  }
  await menu.getByRole('link', { name: 'Events', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
  if (isMobile) await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'New Event' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expect(page.getByText('Start date is required')).toBeVisible()
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Starts').fill('2031-09-11T18:30')
  await page.getByLabel('Location').fill('Pier 25')
  await page.getByLabel('External registration URL').fill('not a url')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please enter a valid URL')).toBeVisible()
  await page.getByLabel('External registration URL').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page)).toHaveText(/Event created successfully/)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('Draft')).toBeVisible()
  await expect(row).toContainText('6:30 PM')

  const publicPage = await page.context().newPage()
  await publicPage.goto('/events')
  await expect(publicPage.getByText(title)).toHaveCount(0)

  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('Starts')).toHaveValue('2031-09-11T18:30')
  await page.getByLabel('Publish event').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page)).toHaveText(/Event updated successfully/)
  await expect(row.getByText('Published')).toBeVisible()
  await publicPage.goto('/events')
  await expect(publicPage.getByRole('heading', { name: title })).toBeVisible()
  await expect(publicPage.getByRole('article').filter({ hasText: title }).getByText('Sep 11, 2031')).toBeVisible()

  page.once('dialog', (dialog) => dialog.accept())
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await expect(toast(page)).toHaveText(/Event deleted successfully/)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
  await publicPage.goto('/events')
  await expect(publicPage.getByText(title)).toHaveCount(0)
})

test('sponsor tiers: create with JSON benefits, edit, delete; checked on /sponsors', async ({ page }) => {
  const name = `Tier ${Date.now()}`
  await signIn(page)
  await page.goto('/admin/sponsors')
  await page.getByRole('button', { name: 'New Tier' }).click()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Amount (USD)').fill('abc')
  await page.getByLabel('Benefits (JSON)').fill('{not json')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Amount must be a valid number')).toBeVisible()
  await expect(page.getByText(/^Invalid JSON/)).toBeVisible()
  await page.getByLabel('Amount (USD)').fill('750')
  await page.getByLabel('Benefits (JSON)').fill('{"benefits": ["Logo on the banner"]}')
  // A rule only the server checks (the name's length) shows on its field, not just in a toast.
  await page.getByLabel('Name').fill('N'.repeat(201))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please keep this under 200 characters')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page).last()).toHaveText(/Sponsor tier created successfully/)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText('$750')
  await expect(row).toContainText('Active')
  const publicPage = await page.context().newPage()
  await publicPage.goto('/sponsors')
  await expect(publicPage.getByText('Logo on the banner')).toBeVisible()

  await row.getByRole('button', { name: `Edit ${name}` }).click()
  await page.getByLabel('Active').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page).last()).toHaveText(/Sponsor tier updated successfully/)
  await expect(row).toContainText('Inactive')
  await publicPage.goto('/sponsors')
  await expect(publicPage.getByText(name)).toHaveCount(0)

  page.once('dialog', (dialog) => dialog.accept())
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  await expect(toast(page).last()).toHaveText(/Sponsor tier deleted successfully/)
})

test('gallery: approving shows the photo publicly, rejecting removes it and its file', async ({ page, request }) => {
  const submit = async (title: string) => {
    const response = await request.post('/api/gallery/submit', {
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await pngBuffer('#884422') }, title, uploader_name: 'Ann', uploader_email: 'ann@test.example.org', consent_signed: 'true' },
      headers: { 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    })
    expect(response.status()).toBe(201)
  }
  const keep = `Keep ${Date.now()}`
  const drop = `Drop ${Date.now()}`
  await submit(keep)
  await submit(drop)
  await signIn(page)
  await page.goto('/admin/gallery')
  const keepCard = page.getByTestId('pending-photo').filter({ hasText: keep })
  await expect(keepCard.getByRole('img')).toHaveJSProperty('complete', true)
  expect(await keepCard.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await keepCard.getByRole('button', { name: 'View' }).click()
  await expect(page.getByRole('dialog')).toContainText('ann@test.example.org')
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(toast(page)).toHaveText(/Photo approved successfully/)
  await page.goto('/gallery')
  await expect(page.getByRole('button', { name: `Open photo: ${keep}` })).toBeVisible()

  const token = await staffToken(request)
  const [dropped] = await cmsFind<{ id: number; url: string }>(request, token, 'gallery-photos', `where[title][equals]=${encodeURIComponent(drop)}`)
  await page.goto('/admin/gallery')
  const dropCard = page.getByTestId('pending-photo').filter({ hasText: drop })
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to reject and delete this photo?')
    return dialog.accept()
  })
  await dropCard.getByRole('button', { name: 'Reject' }).click()
  await expect(toast(page)).toHaveText(/Photo rejected and deleted/)
  await expect(dropCard).toHaveCount(0)
  expect(await cmsFind(request, token, 'gallery-photos', `where[title][equals]=${encodeURIComponent(drop)}`)).toEqual([])
  expect((await request.get(dropped!.url, { headers: { Authorization: `JWT ${token}` } })).status()).not.toBe(200)
})

test('donations: table, statuses, and the CSV download', async ({ page, request }) => {
  const token = await staffToken(request)
  const email = `csv-${Date.now()}@test.example.org`
  const made = await request.post('/cms/api/donations', {
    headers: { Authorization: `JWT ${token}` },
    data: { amount_cents: 4321, currency: 'usd', donor_email: email, status: 'succeeded', is_recurring: true, dedication_note: '=cmd()' },
  })
  expect(made.status()).toBe(201)
  await signIn(page)
  await page.goto('/admin/donations')
  const row = page.getByRole('row', { name: new RegExp(email) })
  await expect(row).toContainText('Anonymous')
  await expect(row).toContainText('$43.21')
  await expect(row).toContainText('Recurring')
  await expect(row.getByText('succeeded')).toHaveClass(/bg-green-100/)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`donations-${new Date().toISOString().slice(0, 10)}.csv`)
  const path = await file.path()
  expect(existsSync(path)).toBe(true)
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '')
  const lines = text.trim().split('\r\n')
  expect(lines[0]).toBe('ID,Date,Amount,Donor Name,Donor Email,Type,Status,Dedication,Method,Campaign,Tribute,Honoree,Notify Email,Fee Covered,Anonymous') // the spec's columns first, new ones after
  expect(lines.find((line) => line.includes(email))).toMatch(/,43\.21,,csv-\d+@test\.example\.org,Recurring,succeeded,'=cmd\(\),Card,/)
})

test('donations: staff refund a gift; the row shows it once Stripe confirms', async ({ page, request }) => {
  const email = `refund-${Date.now()}@test.example.org`
  const started = await request.post('/api/donations/checkout', { data: { amount_cents: 3300, donor_name: 'Refund Me', donor_email: email } })
  expect(started.status()).toBe(201)
  const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
  const intent = secret.split('_secret_')[0]!
  await stripeSays(request, 'payment_intent.succeeded', { id: intent, object: 'payment_intent', amount: 3300, amount_received: 3300, metadata: { donation_id: String(id) } })

  await signIn(page)
  await page.goto('/admin/donations')
  const row = page.getByRole('row', { name: new RegExp(email) })
  await expect(row).toContainText('$33')
  await row.getByRole('button', { name: 'Refund the gift of $33 from Refund Me' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund a gift' })
  await expect(dialog).toContainText('Refund Refund Me’s gift of $33? Stripe returns the money to their card')
  await expect(dialog.getByLabel('Amount to refund (USD)')).toHaveValue('33.00')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(toast(page)).toHaveText(/Refund requested. The gift will show it once Stripe confirms./)
  await expect(row.getByText('succeeded')).toBeVisible() // nothing changes before Stripe confirms

  await stripeSays(request, 'charge.refunded', { id: `ch_${Date.now()}`, object: 'charge', payment_intent: intent, amount: 3300, amount_refunded: 3300, refunded: true })
  await page.reload()
  await expect(row.getByText('refunded', { exact: true })).toHaveClass(/bg-slate-200/)
  await expect(row).toContainText('$0')
  await expect(row).toContainText('$33 refunded of $33')
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0)
})

test('donations: staff cancel a monthly gift; the row shows “Canceled” once Stripe confirms', async ({ page, request }) => {
  const email = `cancel-${Date.now()}@test.example.org`
  const started = await request.post('/api/donations/checkout', { data: { amount_cents: 1800, donor_name: 'Monthly Friend', donor_email: email, is_recurring: true } })
  expect(started.status()).toBe(201)
  const { donation_id: id } = (await started.json()) as { donation_id: number }
  const token = await staffToken(request)
  const [gift] = await cmsFind<{ stripe_subscription_id: string }>(request, token, 'donations', `where[id][equals]=${id}`)

  await signIn(page)
  await page.goto('/admin/donations')
  const row = page.getByRole('row', { name: new RegExp(email) })
  page.once('dialog', (dialog) => void dialog.accept())
  await row.getByRole('button', { name: 'Cancel monthly gift from Monthly Friend' }).click()
  await expect(toast(page)).toHaveText(/Cancellation requested. The gift will show it once Stripe confirms./)

  await stripeSays(request, 'customer.subscription.deleted', {
    id: gift!.stripe_subscription_id,
    object: 'subscription',
    canceled_at: Math.floor(Date.UTC(2031, 8, 11, 15) / 1000),
    metadata: { donation_id: String(id) },
  })
  await page.reload()
  await expect(row).toContainText('Canceled Sep 11, 2031')
  await expect(row.getByRole('button', { name: /^Cancel monthly/ })).toHaveCount(0)
})
