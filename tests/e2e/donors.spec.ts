import type { Page } from '@playwright/test'

import { expectAccessible, expectFocusInView, failOnCspViolations, signIn, staffToken, tabTo, typeInto, unique } from './support'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports'
import { expect, test } from './fixtures'

// Donors (issue 35, item 4) by keyboard: search, a segment, and a donor's page with a note, at
// 390 and 1280 px (no sideways page scroll, axe at both), the patterns of docs/accessibility.md.

failOnCspViolations()

type Regions = { liveRegionsBefore?: Set<Element> }
const noteLiveRegions = (page: Page) => page.evaluate(() => void ((window as Regions).liveRegionsBefore = new Set(document.querySelectorAll('[role="status"]'))))

/** `text` is said by a status region that was on the page before its text changed. */
async function expectAnnounced(page: Page, text: string) {
  const region = page.getByRole('status').filter({ hasText: text })
  await expect(region).toHaveCount(1)
  expect(await region.ariaSnapshot()).toContain(text)
  expect(await region.evaluate((element) => (window as Regions).liveRegionsBefore?.has(element) ?? false), 'the region was there before').toBe(true)
}

/** At both widths: no sideways scroll of the page (wide tables scroll in their own region), and axe. */
async function expectFitsBothWidths(page: Page, what: string) {
  for (const size of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await page.setViewportSize(size)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${what} at ${size.width} px`).toBeLessThanOrEqual(0)
  }
  await page.setViewportSize(DESKTOP_VIEWPORT)
  await expectAccessible(page)
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

test('donors: search, the lapsed segment, and a donor’s page with every gift and a note, by keyboard', async ({ page, request }) => {
  const token = await staffToken(request)
  const tag = unique('donor')
  const ada = `ada-${tag}@test.example.org`
  const staff = { Authorization: `Bearer ${token}` }
  const check = (name: string, email: string, amount: number, receivedOn: string) =>
    request.post('/api/donations/mail-in', { headers: staff, data: { amount_cents: amount, received_on: receivedOn, donor_name: name, donor_email: email } })
  expect((await check(`Ada ${tag}`, ada, 12_000, daysAgo(1))).status()).toBe(201)
  expect((await check(`Bea ${tag}`, `bea-${tag}@test.example.org`, 5_000, '2023-05-01')).status()).toBe(201)
  const anonymous = await request.post('/cms/api/donations', {
    headers: { Authorization: `JWT ${token}` },
    data: { amount_cents: 3_000, currency: 'usd', method: 'card', status: 'succeeded', donor_email: ada, donor_name: `Ada ${tag}`, is_anonymous: true },
  })
  expect(anonymous.status()).toBe(201)
  // Both of Ada's gifts succeeded, so each is thanked by a letter (a queued mail): once sent, her page says so.
  const adaGifts = async () => {
    const found = (await (await request.get(`/api/admin/donors?q=${encodeURIComponent(ada)}`, { headers: staff })).json()) as { id: number }[]
    if (!found[0]) return []
    const donor = (await (await request.get(`/api/admin/donors/${found[0].id}`, { headers: staff })).json()) as { gifts: { acknowledged_at: string | null }[] }
    return donor.gifts.map((gift) => gift.acknowledged_at !== null)
  }
  await expect.poll(adaGifts, { timeout: 20_000 }).toEqual([true, true])

  await signIn(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Donors' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Donors' })).toBeVisible()

  // Search: typed and sent with Enter; the count is said by the status region already there.
  await typeInto(page, page.getByRole('searchbox', { name: 'Name or email' }), tag)
  await noteLiveRegions(page)
  await page.keyboard.press('Enter')
  await expectAnnounced(page, `2 donors matching “${tag}”`)
  const donors = page.getByRole('region', { name: 'Donors' })
  await expect(donors.getByRole('link', { name: `Ada ${tag}` })).toBeVisible()
  await expect(donors.getByRole('row', { name: new RegExp(`Ada ${tag}`) })).toContainText('$150')

  // A segment: lapsed (gave before, not in the last 18 months).
  const segment = page.getByLabel('Segment')
  await tabTo(page, segment)
  await noteLiveRegions(page)
  await segment.selectOption('lapsed')
  await expectAnnounced(page, `1 donor (lapsed) matching “${tag}”`)
  await expect(donors.getByRole('row', { name: new RegExp(`Bea ${tag}`) })).toContainText('Lapsed')
  await expect(donors.getByRole('link', { name: `Ada ${tag}` })).toHaveCount(0)
  await expectFitsBothWidths(page, '/admin/donors')

  // A donor's page, opened from the list by keyboard: named by id, never by address.
  await segment.selectOption('all')
  const link = donors.getByRole('link', { name: `Ada ${tag}` })
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/donors\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: `Ada ${tag}` })).toBeVisible()
  await expect(page.getByText('Lifetime giving$150', { exact: true })).toBeVisible()
  const gifts = page.getByRole('region', { name: 'Gifts' })
  await expect(gifts.getByRole('row')).toHaveCount(3) // the header and two gifts
  await expect(gifts.getByRole('row', { name: /Anonymous on public lists/ })).toContainText('$30')
  await expect(gifts.getByRole('row', { name: /Check/ })).toContainText('Sent')
  await expect(page.getByText('No year-end statement has been sent to this donor.')).toBeVisible()

  // A note sent empty puts focus on the field with its error; a note added is said and focused, and shown as text.
  const field = page.getByRole('textbox', { name: 'Add a note' })
  await tabTo(page, page.getByRole('button', { name: 'Add note' }))
  await page.keyboard.press('Enter')
  await expectFocusInView(page, field)
  await expect(page.getByRole('alert').filter({ hasText: 'Please write a note' })).toBeVisible()
  await page.keyboard.type('<i>Met at the walk</i>, asked about matching gifts')
  await tabTo(page, page.getByRole('button', { name: 'Add note' }))
  await noteLiveRegions(page)
  await page.keyboard.press('Enter')
  const status = page.getByRole('status').filter({ hasText: 'Note added. 1 note.' })
  await expectFocusInView(page, status)
  await expectAnnounced(page, 'Note added. 1 note.')
  await expect(page.getByText('<i>Met at the walk</i>, asked about matching gifts')).toBeVisible()
  await expect(page.locator('main i')).toHaveCount(0)
  await expect(field).toHaveValue('')
  await expectFitsBothWidths(page, 'a donor’s page')
})
