import { cmsFind, expectAccessible, inDays, pngBuffer, routeStripeToFake, signIn, staffToken, stripeSays, toast, unique, watchCspViolations } from './support'
import { expect, test } from './fixtures'

let cspViolations: string[] = []

test.beforeEach(async ({ page }) => {
  cspViolations = watchCspViolations(page)
  await routeStripeToFake(page)
})

test.afterEach(() => {
  expect(cspViolations).toEqual([])
})

test('a campaign: its page, a gift through the donate form, and the bar moves', async ({ page, request }) => {
  const token = await staffToken(request)
  const slug = unique('walk')
  const title = `Walk of Light ${slug.slice(-6)}`
  const created = await request.post('/api/admin/campaigns', {
    data: { title, slug, story: 'We walk together.\n\nEvery step is a scholarship.', goal_cents: 100_000, starts_at: inDays(-1), ends_at: inDays(20), is_published: true },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(created.status()).toBe(201)

  await page.goto('/campaigns')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expectAccessible(page)

  await page.goto(`/campaigns/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Every step is a scholarship.')).toBeVisible()
  const bar = page.getByRole('progressbar')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(bar).toHaveAttribute('aria-valuemax', '100000')
  await expect(page.getByRole('textbox', { name: 'Link to this campaign' })).toHaveValue(new RegExp(`/campaigns/${slug}$`))
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Donate to This Campaign' }).click()
  await expect(page).toHaveURL(new RegExp(`/donate\\?campaign=${slug}$`))
  await expect(page.getByText(`Your gift supports ${title}`)).toBeVisible()
  const email = `${slug}@test.example.org`
  await page.getByRole('button', { name: '$50', exact: true }).click()
  await page.getByLabel('Name', { exact: true }).fill('Maria Gonzalez')
  await page.getByLabel('Email (for your receipt)').fill(email)
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Donate $50' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  // Stripe tells the server; only that counts the money.
  const [row] = await cmsFind<{ id: number; campaign: number | { id: number }; stripe_payment_intent_id: string }>(
    request,
    token,
    'donations',
    `where[donor_email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  expect(row?.campaign).toBe(((await created.json()) as { id: number }).id)
  await stripeSays(request, 'payment_intent.succeeded', {
    id: row!.stripe_payment_intent_id,
    object: 'payment_intent',
    amount: 5000,
    amount_received: 5000,
    metadata: { donation_id: String(row!.id) },
  })

  await page.goto(`/campaigns/${slug}`)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5000')
  await expect(page.getByTestId('raised')).toHaveText('$50')
  await expect(page.getByText('Maria G.')).toBeVisible()
  await expect(page.getByText('1 donor', { exact: true })).toBeVisible()
})

test('a campaign that has ended keeps its page but takes no gifts', async ({ page, request }) => {
  const token = await staffToken(request)
  const slug = unique('ended')
  const created = await request.post('/api/admin/campaigns', {
    data: { title: 'An Ended Campaign', slug, goal_cents: 10_000, starts_at: inDays(-20), ends_at: inDays(-2), is_published: true },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(created.status()).toBe(201)
  await page.goto(`/campaigns/${slug}`)
  await expect(page.getByText('This campaign has ended.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Donate to This Campaign' })).toHaveCount(0)
  await page.goto(`/donate?campaign=${slug}`)
  await expect(page.getByText('That campaign is not taking gifts now.')).toBeVisible()
})

test('staff give a campaign a cover in its dialog; the public list shows it, and a file that is not a photo is refused on the field', async ({ page, request }) => {
  const token = await staffToken(request)
  const slug = unique('cover')
  const title = `Covered Campaign ${slug.slice(-6)}`
  const created = await request.post('/api/admin/campaigns', {
    data: { title, slug, goal_cents: 100_000, starts_at: inDays(-1), ends_at: inDays(10), is_published: true },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(created.status()).toBe(201)
  await signIn(page)
  await page.goto('/admin/campaigns')
  const edit = async () => {
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    return page.getByRole('dialog', { name: 'Edit Campaign' })
  }
  let dialog = await edit()
  await dialog.getByLabel(/^Cover image/).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Please select a JPG or PNG image')).toBeVisible()
  await dialog.getByLabel(/^Cover image/).setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: await pngBuffer('#2b6cb0', 1200, 675) })
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page)).toHaveText(/Campaign updated successfully/)

  dialog = await edit()
  await expect(dialog.getByRole('img', { name: 'The current cover' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto('/campaigns')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
  const cover = card.locator('img')
  await expect(cover).toHaveAttribute('src', /\.webp$/)
  await cover.scrollIntoViewIfNeeded() // loaded lazily
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})
