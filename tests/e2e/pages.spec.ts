import { approvedPhoto, createEvent, expectAccessible, inDays, saveScreenshot, staffToken } from './support'
import { expect, test } from './fixtures'

let walkId = 0
let galaId = 0

test.beforeAll(async ({ request }) => {
  const token = await staffToken(request)
  const existing = (await (await request.get('/api/events')).json()) as { title: string; id: number }[]
  const byTitle = (title: string) => existing.find((e) => e.title === title)?.id
  walkId =
    byTitle('Remembrance Walk') ??
    (
      await createEvent(request, token, {
        title: 'Remembrance Walk',
        summary: 'A quiet walk by the river.',
        description: 'We gather at the pier.\nAll are welcome.',
        start_at: inDays(10, 14),
        end_at: inDays(10, 17),
        location: 'Pier 25, New York, NY',
      })
    ).id
  galaId =
    byTitle('Evening of Light Gala') ??
    (
      await createEvent(request, token, {
        title: 'Evening of Light Gala',
        start_at: inDays(40),
        external_registration_url: 'https://tickets.example.org/gala',
      })
    ).id
  if (!byTitle('Support Circle')) await createEvent(request, token, { title: 'Support Circle', start_at: inDays(5), location: 'Online' })
  if (!byTitle('Scholarship Evening')) await createEvent(request, token, { title: 'Scholarship Evening', start_at: inDays(20) })
  if (!byTitle('Hidden Draft')) await createEvent(request, token, { title: 'Hidden Draft', start_at: inDays(3), is_published: false })
  // By name: other files add tiers of their own (tests/e2e/sponsorships.spec.ts).
  const tiers = (await (await request.get('/api/sponsors')).json()) as { name: string }[]
  if (!tiers.some((tier) => tier.name === 'Guardian')) {
    await request.post('/api/sponsors/admin', {
      data: { name: 'Guardian', amount_cents: 100_000, benefits_json: { benefits: ['Logo on our website', 'Two gala tickets'] }, is_active: true },
      headers: { Authorization: `Bearer ${token}` },
    })
    await request.post('/api/sponsors/admin', {
      data: { name: 'Retired Tier', amount_cents: 5_000, benefits_json: {}, is_active: false },
      headers: { Authorization: `Bearer ${token}` },
    })
  }
  const photos = (await (await request.get('/api/gallery')).json()) as unknown[]
  if (photos.length < 3) {
    for (const [title, colour] of [
      ['Harbor at dawn', '#2a6f97'],
      ['Candles', '#f4a259'],
      ['Garden', '#4f772d'],
    ]) {
      await approvedPhoto(request, token, title!, colour!)
    }
  }
})

const ROUTES: { path: string; name: string; texts: string[] }[] = [
  { path: '/', name: 'home', texts: ['From Loss to Light', 'Our Core Values', 'Upcoming Events', 'View All Events', 'Help Us Make a Difference'] },
  { path: '/about', name: 'about', texts: ['Remembering', 'Our Mission', 'Our Vision', 'What We Do', 'Family Support', 'Youth Programs', 'Community Healing', 'Remembrance'] },
  { path: '/events', name: 'events', texts: ['Events', 'Join us in making a difference', 'Remembrance Walk', 'Learn More →'] },
  { path: '/volunteer', name: 'volunteer', texts: ['Event Support', 'Mentorship', 'Administrative', 'Fundraising', 'Submit Application'] },
  { path: '/gallery', name: 'gallery', texts: ['Gallery', 'Submit a Photo'] },
  { path: '/gallery/submit', name: 'gallery-submit', texts: ['Photo Guidelines', 'Submit Photo'] },
  { path: '/sponsors', name: 'sponsors', texts: ['Guardian', '$1,000', 'Logo on our website', 'Get in Touch'] },
  { path: '/contact', name: 'contact', texts: ['Get in Touch', 'Send Us a Message', '(212) 555-0143'] },
  { path: '/privacy', name: 'privacy', texts: ['Privacy Policy'] },
  { path: '/donation-terms', name: 'donation-terms', texts: ['Donation Terms', '501(c)(3)', 'within 30 days', 'cancelled at any time', 'in memory of'] },
  { path: '/donate', name: 'donate', texts: ['Mail-In Donation Instructions', 'Tax receipts will be provided once our'] },
]

for (const route of ROUTES) {
  test(`${route.path} renders its content, accessibly @layout`, async ({ page }, testInfo) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    const main = page.locator('main')
    for (const text of route.texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
    await expectAccessible(page)
    await saveScreenshot(page, testInfo, route.name)
  })
}

test('the server HTML carries the content before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: 'Remembrance Walk' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Our Core Values' })).toBeVisible()
  await context.close()
})

test('home shows at most three upcoming events, soonest first, with long dates', async ({ page }) => {
  await page.goto('/')
  const cards = page.locator('#upcoming article')
  await expect(cards).toHaveCount(3)
  await expect(cards.first().getByRole('heading')).toHaveText('Support Circle')
  await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expect(page.getByText('Hidden Draft')).toHaveCount(0)
})

test('events page dates read MMM dd, yyyy and drafts stay hidden', async ({ page }) => {
  await page.goto('/events')
  await expect(page.locator('article time').first()).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
  await expect(page.getByText('Hidden Draft')).toHaveCount(0)
})

test('event detail: dates with Until, location, description, RSVP form and JSON-LD', async ({ page }, testInfo) => {
  await page.goto(`/events/${walkId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Remembrance Walk' })).toBeVisible()
  await expect(page.getByText(/^Until /)).toBeVisible()
  await expect(page.getByText('Pier 25, New York, NY')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'About This Event' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit RSVP' })).toBeVisible()
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Remembrance Walk', location: { name: 'Pier 25, New York, NY' } })
  await expect(page).toHaveTitle(/Remembrance Walk/)
  await expectAccessible(page)
  await saveScreenshot(page, testInfo, 'event-detail')
})

test('an event registering elsewhere offers Register Now in a new tab', async ({ page }) => {
  await page.goto(`/events/${galaId}`)
  const link = page.getByRole('link', { name: /Register Now/ })
  await expect(link).toHaveAttribute('href', 'https://tickets.example.org/gala')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  await expect(page.getByRole('button', { name: 'Submit RSVP' })).toHaveCount(0)
})

test('unknown events and unknown pages answer 404 with the error text', async ({ page }, testInfo) => {
  const missing = await page.goto('/events/999999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText("Sorry, we couldn't find that event.")).toBeVisible()
  await page.getByRole('link', { name: 'Back to Events' }).click()
  await expect(page).toHaveURL(/\/events$/)
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await saveScreenshot(page, testInfo, 'not-found')
})

test('sitemap and robots', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/about</loc>')
  expect(sitemap).toContain(`/events/${walkId}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Sitemap:')
})
