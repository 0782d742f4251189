import { readFile } from 'node:fs/promises'

import type { Locator, Page } from '@playwright/test'

import { bearer, expectHeard, heardMark, recordAnnouncements } from './keyboardSupport'
import { expectAccessible, expectFocusInView, failOnCspViolations, signIn, staffToken, tabTo, unique } from './support'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports'
import { expect, test } from './fixtures'

// Deposits for the books (/admin/deposits), by keyboard: two checks that arrived are found, chosen
// (their running total said) and recorded as one bank deposit for today, which opens with its two
// lines and a net of the two amounts; the range's CSV for the books carries them. axe at 390 and
// 1280 px, no sideways scroll of the page at either; the patterns of docs/accessibility.md.

failOnCspViolations()

/** Reached by Tab (a keyboard's way), with its focus ring drawn. */
async function tabToVisibly(page: Page, target: Locator) {
  await tabTo(page, target)
  await expectFocusInView(page, target)
  expect(await target.evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none'), 'focus ring').toBe(true)
}

test('deposits: two checks found, chosen and recorded as a bank deposit by keyboard; it opens with its lines, and the CSV for the books has them', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000)
  const tag = unique(`deposit-${testInfo.project.name}`)
  // The day the staff member's browser (this machine) calls today: the deposit's day by default.
  const today = new Date().toLocaleDateString('en-CA')
  const checks = [
    { donor: `Dee Posit ${tag}`, number: '4101', cents: 12_550, dollars: '$125.50', csv: '125.50' },
    { donor: `Bank Slip ${tag}`, number: '4102', cents: 7_425, dollars: '$74.25', csv: '74.25' },
  ]
  const staff = bearer(await staffToken(request))
  for (const check of checks) {
    const made = await request.post('/api/donations/mail-in', { headers: staff, data: { amount_cents: check.cents, received_on: today, donor_name: check.donor, check_number: check.number } })
    expect(made.status()).toBe(201)
  }

  await recordAnnouncements(page)
  await signIn(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Deposits', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/deposits$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible()

  // Found among the checks not yet deposited (other tests' too) by the donors' tag, then chosen by Space.
  const section = page.getByRole('region', { name: 'Deposit checks' })
  const search = section.getByLabel('Find a check')
  await tabToVisibly(page, search)
  await page.keyboard.type(tag)
  await expect(section.getByRole('checkbox')).toHaveCount(2)
  const chosen = await heardMark(page)
  for (const check of checks) {
    const box = section.getByRole('checkbox', { name: new RegExp(`^${check.donor}, check no\\. ${check.number}, received `) })
    await tabToVisibly(page, box)
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
  }
  await expectHeard(page, '1 check, $125.50', { since: chosen })
  await expectHeard(page, '2 checks, $199.75', { since: chosen })
  await expect(section.getByRole('status')).toHaveText('2 checks, $199.75')
  await expect(section.getByLabel('Deposited on')).toHaveValue(today)
  await expectAccessible(page)

  // Recorded: the deposit opens, focus on its heading, and what was recorded is said.
  const record = section.getByRole('button', { name: 'Record the deposit' })
  await tabToVisibly(page, record)
  const recorded = await heardMark(page)
  await page.keyboard.press('Enter')
  const heading = page.getByRole('heading', { level: 2, name: /^Deposit #\d+$/ })
  await expectFocusInView(page, heading)
  const id = Number((await heading.textContent())!.replace('Deposit #', ''))
  await expectHeard(page, `Deposit #${id} recorded: 2 checks, $199.75, deposited `, { since: recorded })

  // Its two lines and their total, whose net is the two amounts: the bank line.
  const lines = page.getByRole('region', { name: `Lines of deposit #${id}`, exact: true })
  await expect(lines.getByRole('row')).toHaveCount(4) // the header, the two checks, the total
  for (const check of checks) {
    await expect(lines.getByRole('row', { name: new RegExp(check.donor) }).getByRole('cell')).toHaveText([/\d{4}$/, `Check no. ${check.number}`, check.donor, '—', check.dollars, '$0', check.dollars])
  }
  await expect(lines.getByRole('row').last().getByRole('cell')).toHaveText(['$199.75', '$0', '$199.75'])
  const deposits = page.getByRole('region', { name: 'Deposits', exact: true })
  await expect(
    deposits
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Deposit #${id}`, exact: true }) })
      .getByRole('cell'),
  ).toHaveText([`Deposit #${id}`, /\d{4}$/, 'Checks', '2', '$199.75', '$0', '$0', '$0', '$199.75'])
  // Deposited, the checks leave the list.
  await expect(section.getByRole('checkbox')).toHaveCount(0)
  await expectAccessible(page)
  for (const size of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(size)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `no sideways scroll at ${size.width} px`).toBeLessThanOrEqual(0)
  }

  // The CSV for the books of the range shown (the last 90 days to today): one row per line of the deposit.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV for the books' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(new RegExp(`^deposits-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`))
  const rows = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(rows[0]).toBe('Deposit,Deposit Date,Date,Donor,Description,Campaign,Gross,Fee,Net')
  expect(rows.filter((row) => row.startsWith(`#${id},`)).sort()).toEqual(
    checks.map((check) => `#${id},${today},${today},${check.donor},Check no. ${check.number},,${check.csv},0.00,${check.csv}`).sort(),
  )
})
