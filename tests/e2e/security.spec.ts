import { TEST_ADMIN } from '../support/constants.mjs'
import { staffToken, watchCspViolations } from './support'
import { expect, test } from './fixtures'

test('Payload’s admin (/cms) signs in and works under the site’s policy', async ({ page }) => {
  const violations = watchCspViolations(page)
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(TEST_ADMIN.email)
  await page.getByLabel(/password/i).fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/collections/events')
  await expect(page.getByRole('heading', { name: /events/i }).first()).toBeVisible()
  expect(violations).toEqual([])
})

test('the donate and staff login pages cannot be framed by another page', async ({ page, baseURL }) => {
  for (const path of ['/donate', '/admin/login']) {
    await page.setContent(`<iframe title="framed" src="${baseURL}${path}" width="600" height="400"></iframe>`)
    const frame = page.frameLocator('iframe[title="framed"]')
    await expect(frame.getByRole('heading')).toHaveCount(0)
    const framed = page.frames().find((f) => f !== page.mainFrame())
    expect(framed?.url() ?? '').not.toBe(`${baseURL}${path}`)
  }
})

test('a cached page rendered again after a purge still runs its scripts under its policy', async ({ browser, request }) => {
  // A page served from the cache must not pass through the proxy, whose per-request nonce would be
  // baked into the cached copy and refused with every later visitor's policy (/donate/statement was).
  const purged = await request.post('/api/admin/cache/purge', { headers: { Authorization: `Bearer ${await staffToken(request)}` } })
  expect(purged.status()).toBe(200)
  for (const path of ['/donate/statement', '/donate', '/donate/statement', '/donate']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const violations = watchCspViolations(page)
    const refused: string[] = []
    page.on('requestfailed', (failed) => {
      if (failed.failure()?.errorText === 'csp') refused.push(failed.url())
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await context.close()
    expect({ path, violations, refused }).toEqual({ path, violations: [], refused: [] })
  }
})
