import { TEST_ADMIN } from '../support/constants.mjs'
import { expect, test } from './fixtures'

// It changes the site content and puts it back: the files after it on its worker's app see the content as it was.
test('texts staff edit in /cms show on the public pages at once', async ({ page, request }) => {
  const login = await request.post('/cms/api/users/login', { data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const original = (await (await request.get('/cms/api/globals/site-content', { headers })).json()) as { tagline: string; acronym: string }
  try {
    const saved = await request.post('/cms/api/globals/site-content', { headers, data: { tagline: 'Carrying Her Light Forward', acronym: 'CHLF' } })
    expect(saved.status()).toBe(200)
    await page.goto('/')
    await expect(page.locator('main').getByText('Carrying Her Light Forward')).toBeVisible()
    await expect(page.getByRole('banner').getByText('CHLF')).toBeVisible()
  } finally {
    await request.post('/cms/api/globals/site-content', { headers, data: { tagline: original.tagline, acronym: original.acronym } })
  }
  await page.goto('/')
  await expect(page.locator('main').getByText(original.tagline)).toBeVisible()
})
