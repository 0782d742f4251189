import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectAccessible, expectFocusInView, signIn, stripeSays, tabTo, toast, watchCspViolations } from './support'

// Tribute pages (issue 46), at 390 px and 1280 px: found by name on /tributes by keyboard, the
// gifts in the name as each donor chose to be shown, "Give in her memory" filling in the donate
// form; staff add the family's word in /admin/tributes. axe on every page and the dialog.

let cspViolations: string[] = []
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page)
})
test.afterEach(() => {
  expect(cspViolations).toEqual([])
})

/** A name no other test uses, in letters only. */
const uniqueName = () => `Evelyn ${Array.from({ length: 7 }, () => 'abcdefghij'[Math.floor(Math.random() * 10)]).join('')}son`

/** A gift in memory of `honoree`, paid as Stripe's webhook tells it. */
async function giftInMemoryOf(request: APIRequestContext, honoree: string, extra: Record<string, unknown>) {
  const response = await request.post('/api/donations/checkout', {
    data: {
      amount_cents: 4000,
      donor_name: 'Grace Hopper',
      donor_email: `grace-${Date.now()}-${Math.random()}@e2e.example.org`,
      tribute: { kind: 'memory', honoree_name: honoree, show_amount: true },
      ...extra,
    },
  })
  expect(response.status()).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  await stripeSays(request, 'payment_intent.succeeded', { id: secret.split('_secret_')[0]!, object: 'payment_intent', amount: 4000, amount_received: 4000, metadata: { donation_id: String(id) } })
}

test('a tribute page found by name, its gifts as the donors chose, and “Give in her memory” @layout', async ({ page, request }) => {
  test.setTimeout(90_000)
  const name = uniqueName()
  await giftInMemoryOf(request, name, {})
  await giftInMemoryOf(request, name, { anonymous: true })

  await page.goto('/tributes')
  await expectAccessible(page)
  const field = page.getByRole('searchbox', { name: 'Their name' })
  await tabTo(page, field)
  await page.keyboard.type(name.split(' ')[1]!)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /Tribute pages with/ })).toBeVisible()
  await expectAccessible(page)
  const result = page.getByRole('link', { name })
  await tabTo(page, result)
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Gifts in memory of ${name}` })).toBeVisible()
  await expect(page.getByText('2 gifts so far.')).toBeVisible()
  const gifts = page.getByRole('listitem').filter({ has: page.locator('time') })
  await expect(gifts).toHaveCount(2)
  await expect(gifts.filter({ hasText: 'Anonymous' })).toHaveCount(1)
  await expect(gifts.filter({ hasText: 'Grace H.' })).toContainText('$40')
  await expectAccessible(page)

  const give = page.getByRole('link', { name: `Give in ${name}’s memory` })
  await tabTo(page, give)
  await expectFocusInView(page, give)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: `Give in ${name}’s memory` })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'In memory of' })).toBeChecked()
  await expect(page.getByLabel('In memory of (their name)')).toHaveValue(name)
  await expectAccessible(page)
})

test('staff add the family’s word to a tribute page by keyboard, and the page shows it at once @layout', async ({ page, request }) => {
  test.setTimeout(90_000)
  const name = uniqueName()
  await giftInMemoryOf(request, name, {})
  await signIn(page)
  await page.goto('/admin/tributes')
  await page.getByRole('searchbox', { name: 'Name' }).fill(name)
  await page.keyboard.press('Enter')
  const edit = page.getByRole('button', { name: `Edit ${name}’s page` })
  await tabTo(page, edit)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `${name}’s page` })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await tabTo(page, dialog.getByLabel('A word from the family'))
  await page.keyboard.type('Thank you for remembering our mother.')
  await tabTo(page, dialog.getByLabel('Show the total given (the family agreed)'))
  await page.keyboard.press('Space')
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }))
  await page.keyboard.press('Enter')
  await expect(toast(page)).toContainText(`${name}’s page is saved`)
  await expect(dialog).toBeHidden()

  const slug = name.toLowerCase().replace(' ', '-')
  await page.goto(`/tributes/${slug}`)
  await expect(page.getByRole('heading', { name: 'From the family' })).toBeVisible()
  await expect(page.getByText('Thank you for remembering our mother.')).toBeVisible()
  await expect(page.getByText('1 gift, $40 in all.')).toBeVisible()
})
