import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { generate } from 'otplib'

import { failOnCspViolations, staffToken, unique } from './support'
import { expect, test } from './fixtures'

// Payload's own login page (/cms/login) asks a two-step account for its code: the password in
// Payload's form, then the code below it (src/components/cms/TwoStepLogin.client.tsx), then /cms.

failOnCspViolations()

const PASSWORD = 'cms two-step e2e password 9'

/** A content account with two-step sign-in on (enrolled through the API); its secret. */
async function enrolledAccount(request: APIRequestContext, email: string): Promise<string> {
  const admin = await staffToken(request)
  const created = await request.post('/cms/api/users', { data: { email, password: PASSWORD, role: 'content' }, headers: { Authorization: `JWT ${admin}` } })
  expect(created.status()).toBe(201)
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const setup = await request.post('/api/auth/two-step/setup', { headers })
  expect(setup.status()).toBe(200)
  const { secret } = (await setup.json()) as { secret: string }
  const confirmed = await request.post('/api/auth/two-step/confirm', { data: { code: await generate({ secret }) }, headers })
  expect(confirmed.status()).toBe(200)
  return secret
}

/** Axe on the two-step part of the page; Payload's own login form is checked by Payload. */
async function expectTwoStepAccessible(page: import('@playwright/test').Page) {
  // Payload's admin renders it in the browser: on a busy machine axe could run before it is there.
  const section = 'section[aria-label="Two-step sign-in"]'
  await page.locator(section).waitFor()
  const results = await new AxeBuilder({ page }).include(section).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('/cms/login asks a two-step account for its code, refuses a wrong one, and opens the admin with the right one @layout', async ({ page, request, context }) => {
  const email = `${unique('cms-editor')}@test.example.org`
  const secret = await enrolledAccount(request, email)

  await page.goto('/cms/login')
  await expectTwoStepAccessible(page)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()

  // The password was right: the page asks for the code, with the focus in its field.
  const code = page.getByLabel('Two-step code', { exact: true })
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expect(page.locator('input[name="password"]')).toBeHidden()
  await expectTwoStepAccessible(page)

  // A recovery code can be used instead.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await expect(page.getByLabel('Recovery code', { exact: true })).toBeFocused()
  await expectTwoStepAccessible(page)
  await page.getByRole('button', { name: 'Use a code from your app instead' }).click()
  await expect(code).toBeFocused()

  // A wrong code: a clear error, announced, and no session.
  await code.fill('000000')
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible()
  await expect(code).toBeFocused()
  await expectTwoStepAccessible(page)
  expect((await context.cookies()).filter((c) => c.name === 'payload-token' && c.value)).toEqual([])
  await expect(page).toHaveURL(/\/cms\/login/)

  // The right code (the next time step's: the enrolment spent this one) opens Payload's admin.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.locator('.dashboard')).toBeVisible()
  await expect(page.getByRole('link', { name: /events/i }).first()).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === 'payload-token' && c.value)).toBe(true)
})

test('/cms/login: an account without a second step signs in with the password alone, and no code is asked', async ({ page, request }) => {
  const email = `${unique('cms-plain')}@test.example.org`
  const admin = await staffToken(request)
  const created = await request.post('/cms/api/users', { data: { email, password: PASSWORD, role: 'content' }, headers: { Authorization: `JWT ${admin}` } })
  expect(created.status()).toBe(201)
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByLabel('Two-step code', { exact: true })).toHaveCount(0)
})
