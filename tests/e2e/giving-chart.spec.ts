import { expectAccessible, expectFocusInView, failOnCspViolations, saveScreenshot, signIn, staffToken, tabTo, unique } from './support'
import { PHONE_VIEWPORT } from './viewports'
import { expect, test } from './fixtures'

// The dashboard's "Giving at a glance" at 1280 px, and at 390 px for its layout and axe: the
// chart drawn on the server (an <img> of an SVG, named), and the same figures as a table a screen
// reader can walk (caption, header cells with their scope), reached by the keyboard.

failOnCspViolations()

type Month = { month: string; card_cents: number; monthly_cents: number; check_cents: number; kept_cents: number; new_donors: number; returning_donors: number; lapsed_donors: number }

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100)
const monthName = (month: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

test('the dashboard shows the money kept by month as a chart drawn on the server and as a table', async ({ page, request }, testInfo) => {
  const token = await staffToken(request)
  const staff = { Authorization: `Bearer ${token}` }
  // Checks received in the last three months: the API takes a past day, so no clock is waited on.
  const before = (await (await request.get('/api/donations/by-month?months=12', { headers: staff })).json()) as { months: Month[] }
  const past = before.months.slice(-4, -1).map((m) => m.month)
  for (const [i, month] of past.entries()) {
    const check = await request.post('/api/donations/mail-in', {
      data: { amount_cents: 10_000 * (i + 1), received_on: `${month}-10`, donor_name: 'Chart Parish', donor_email: `${unique('chart')}@test.example.org`, check_number: String(i) },
      headers: staff,
    })
    expect(check.status()).toBe(201)
  }

  await signIn(page)
  const section = page.getByRole('region', { name: 'Giving at a glance' })
  const chart = section.getByRole('img', { name: /^Chart of the money kept by month, .+ The same figures are in the table “Giving by month” below\.$/ })
  await expect(chart).toBeVisible()
  // Drawn on the server: the image is an SVG file from the API, not a script in the page.
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const src = new URL((await chart.getAttribute('src'))!)
  expect(src.pathname).toBe('/api/donations/by-month.svg')
  const file = await request.get(src.pathname + src.search)
  expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await file.text()).toMatch(/<svg [^>]*role="img"[^>]*aria-labelledby="chart-title"/)

  const table = section.getByRole('table', { name: /^Giving by month, / })
  await expect(table).toBeVisible()
  const headers = ['Month', 'Card, one-time', 'Monthly', 'Check', 'Total kept', 'New donors', 'Returning donors', 'Lapsed donors']
  await expect(table.getByRole('columnheader')).toHaveText(headers)
  for (const header of await table.locator('thead th').all()) await expect(header).toHaveAttribute('scope', 'col')
  await expect(table.getByRole('rowheader')).toHaveCount(12)
  for (const header of await table.locator('tbody th').all()) await expect(header).toHaveAttribute('scope', 'row')

  // The table says what the API says, month by month (the integration tests hold the API to the gifts).
  const figures = (await (await request.get('/api/donations/by-month?months=12', { headers: staff })).json()) as { months: Month[] }
  for (const [i, month] of past.entries()) expect(figures.months.find((m) => m.month === month)!.check_cents).toBeGreaterThanOrEqual(10_000 * (i + 1))
  for (const m of figures.months) {
    const row = table.getByRole('row', { name: new RegExp(`^${monthName(m.month)} `) })
    await expect(row.getByRole('cell')).toHaveText([m.card_cents, m.monthly_cents, m.check_cents, m.kept_cents].map(dollars).concat([m.new_donors, m.returning_donors, m.lapsed_donors].map(String)))
  }

  // The table's scrolling box is reached by Tab, so a keyboard can scroll it on a phone.
  const tableBox = section.getByRole('region', { name: /^Giving by month, / })
  await tabTo(page, tableBox)
  await expectFocusInView(page, tableBox)
  await expectAccessible(page)
  await saveScreenshot(page, testInfo, 'dashboard-giving-desktop')

  await page.setViewportSize(PHONE_VIEWPORT)
  const box = await chart.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width)
  expect(box!.height).toBeGreaterThan(150)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width)
  await saveScreenshot(page, testInfo, 'dashboard-giving-phone')
})
