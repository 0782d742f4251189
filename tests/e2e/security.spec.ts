import { TEST_ADMIN } from '../support/constants.mjs'
import { watchCspViolations } from './support'
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
