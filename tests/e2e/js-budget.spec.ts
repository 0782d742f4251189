import { createEvent, inDays, staffToken } from './support'
import { expect, test } from './fixtures'

/**
 * What a first visit downloads in JavaScript (gzip, as transferred, until the network is idle), as
 * `npm run bench:pages` measures it. Content pages: 137.4 KB, about 136 KB of it React and Next
 * themselves (138.5 KB before the toast provider went to the forms that show toasts and the phone
 * menu became a native <dialog> with a small script); /gallery with its photo grid 139.7 KB. The
 * pages with a form load react-hook-form (11.9 KB gzip) and their validators on the form's first
 * use, not with the page (usePublicForm): 142.4–143.1 KB measured, 153.0–153.7 KB when the library
 * came with the page. /donate, with a campaign, a covered fee and a tribute (their details load
 * only when chosen): 144.8 KB (155.4 KB before). /remember: its form loads when the visitor asks
 * to write; the candle and report buttons and the API client: 140.5 KB.
 */
const FORM_PAGES_KB = 143.5
const DONATE_KB = 145.5
const CONTENT_PAGES_KB = 138
const GALLERY_KB = 140.5
const REMEMBER_KB = 141

let eventId = 0
let roundSlug = ''
test.beforeAll(async ({ request }) => {
  const token = await staffToken(request)
  eventId = (await createEvent(request, token, { title: 'Budget Evening', start_at: inDays(12) })).id
  roundSlug = `budget-round-${Date.now()}`
  const round = await request.post('/api/admin/scholarships', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Budget Round',
      slug: roundSlug,
      award_cents: 100_000,
      awards_count: 1,
      opens_at: inDays(-1),
      closes_at: inDays(30),
      essay_prompt: 'Why?',
      essay_max_words: 300,
      criteria: [{ key: 'essay', label: 'Essay' }],
      is_published: true,
    },
  })
  expect(round.status()).toBe(201)
})

const pages = () => [
  ...['/volunteer', '/contact', '/gallery/submit', '/donate/statement', '/giving', `/events/${eventId}`, `/scholarships/${roundSlug}`].map((path) => ({ path, budget: FORM_PAGES_KB })),
  { path: '/donate', budget: DONATE_KB },
  ...['/', '/about', '/events', '/scholarships', '/sponsors', '/privacy', '/donation-terms'].map((path) => ({ path, budget: CONTENT_PAGES_KB })),
  { path: '/remember', budget: REMEMBER_KB },
  { path: '/gallery', budget: GALLERY_KB },
]

test('first visits stay within their JavaScript budget', async ({ browser }, testInfo) => {
  test.setTimeout(90_000)
  const report: string[] = []
  for (const { path, budget } of pages()) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const sizes: Promise<number>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize))
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    const kb = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024
    await context.close()
    report.push(`${path}: ${kb.toFixed(1)} KB (budget ${budget})`)
    expect(kb, path).toBeGreaterThan(50) // the page did load its scripts
    expect(kb, path).toBeLessThanOrEqual(budget)
  }
  await testInfo.attach('javascript-sizes', { body: report.join('\n'), contentType: 'text/plain' })
})
