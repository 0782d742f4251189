import type { APIRequestContext } from '@playwright/test'

import { mailText, readMailbox } from '../support/mailbox'
import { expect, test, testMailbox } from './fixtures'
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

  // The address for the family's thank-you note: offered with telling someone, asked only once the donor agrees to share it.
  await tabTo(page, page.getByRole('checkbox', { name: /^Tell someone about this gift/ }))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByLabel('Their name', { exact: true }))
  await page.keyboard.type('Sarah')
  await tabTo(page, page.getByLabel('Their email'))
  await page.keyboard.type('sarah@e2e.example.org')
  await expect(page.getByLabel('Your mailing address')).toHaveCount(0)
  await tabTo(page, page.getByRole('checkbox', { name: 'Share my mailing address with the family for a thank-you note' }))
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Your mailing address')).toBeVisible()
  await expectAccessible(page)
  await tabTo(page, page.getByRole('button', { name: '$25', exact: true }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: /^Continue/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Your mailing address')).toBeFocused()
  await expect(page.getByText('Please enter the mailing address the family may write to')).toBeVisible()
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/donations/checkout')
  await page.keyboard.type('12 Elm Street, Springfield')
  await tabTo(page, page.getByRole('button', { name: /^Continue/ }))
  await page.keyboard.press('Enter')
  expect((await sent).postDataJSON()).toMatchObject({
    donor_address: '12 Elm Street, Springfield',
    tribute: { kind: 'memory', honoree_name: name, notify_email: 'sarah@e2e.example.org', share_address: true },
  })
  await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toBeFocused()
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

test('the family opens every gift from the card’s link and chooses a weekly digest by keyboard; a yearly reminder is stopped from its link @layout', async ({ page, request }) => {
  test.setTimeout(90_000)
  const name = uniqueName()
  const family = `family-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.org`
  await giftInMemoryOf(request, name, { tribute: { kind: 'memory', honoree_name: name, notify_name: 'Sarah', notify_email: family, message: 'With love.' } })
  let path = ''
  await expect
    .poll(
      async () => {
        const card = (await readMailbox(testMailbox())).find((m) => m.to.includes(family))
        path = card ? (mailText(card).match(/\/tributes\/[a-z0-9-]+\/family\?token=[\w.-]+/)?.[0] ?? '') : ''
        return path
      },
      { timeout: 20_000 },
    )
    .toBeTruthy()

  await page.goto(path)
  await expect(page.getByRole('heading', { name: `Every gift in ${name}’s name` })).toBeVisible()
  await expect(page.getByText('Grace Hopper')).toBeVisible()
  await expect(page.getByText('With love.')).toBeVisible()
  await expectAccessible(page)
  const weekly = page.getByRole('radio', { name: 'One mail a week listing the new gifts' })
  await tabTo(page, page.getByRole('radio', { name: 'A card for each gift, as it comes' }))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(weekly).toBeChecked()
  const save = page.getByRole('button', { name: 'Save my choice' })
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'You will get one mail a week listing the new gifts.' })).toBeVisible()
  await expect(save).toBeFocused()

  // The thank-you form says what is missing where it is typed.
  const send = page.getByRole('button', { name: 'Send my thank-you' })
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Your thank-you')).toBeFocused()
  await expect(page.getByText('Please write your thank-you (up to 1,000 characters)')).toBeVisible()
  await expectAccessible(page)

  await page.goto('/unsubscribe/mail?token=anniversary.bm9ib2R5.forged')
  await expectAccessible(page)
  const stop = page.getByRole('button', { name: 'Stop yearly reminders' })
  await tabTo(page, stop)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' })).toBeVisible()
})
