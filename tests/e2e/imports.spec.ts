import type { Locator, Page } from '@playwright/test'

import { expectHeard, heardMark, recordAnnouncements } from './keyboardSupport'
import { expectAccessible, expectFocusInView, failOnCspViolations, signIn, tabTo, unique } from './support'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports'
import { expect, test } from './fixtures'

// Gifts imported from a spreadsheet (/admin/imports), by keyboard: a messy CSV uploaded and
// previewed (its summary and its row problems), a column chosen again, the gifts imported (the
// progress said by a live region) and the import undone after a confirmation. axe at 390 and
// 1280 px, no sideways scroll of the page at either; the patterns of docs/accessibility.md.

failOnCspViolations()

/**
 * A CSV as spreadsheets save one: a BOM, CRLF, "$1,234.50" in quotes, a m/d/yyyy date, a row of
 * -5 (refused) and a row repeated (a duplicate). "Donor" holds nicknames: the proposed name column,
 * which the test changes to "Legal Name".
 */
function messyCsv(tag: string): Buffer {
  const email = (who: string) => `${who}-${tag}@test.example.org`
  const lines = [
    'Date,Amount,Donor,Legal Name,Email,Payment Method,Memo',
    `3/15/2024,"$1,234.50",Ada,Ada Lovelace ${tag},${email('ada')},check,Spring appeal`,
    `2024-04-02,25,Bea,Bea Hart ${tag},${email('bea')},card,`,
    `2024-04-03,-5,Cy,Cy Ward ${tag},${email('cy')},cash,Typed as a gift by mistake`,
    `2024-04-02,25,Bea,Bea Hart ${tag},${email('bea')},card,`,
  ]
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')
}

/** Reached by Tab (a keyboard's way), with its focus ring drawn. */
async function tabToVisibly(page: Page, target: Locator) {
  await tabTo(page, target)
  await expectFocusInView(page, target)
  expect(await target.evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none'), 'focus ring').toBe(true)
}

test('gift import: a messy CSV previewed, a column chosen again, imported and undone, by keyboard', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  const tag = unique(`import-${testInfo.project.name}`)
  const filename = `gifts-${tag}.csv`
  await recordAnnouncements(page)
  await signIn(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Import gifts' }).click()
  await expect(page).toHaveURL(/\/admin\/imports$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Import gifts' })).toBeVisible()

  // A file that is no CSV: refused on the field, which gets the focus back and is described by the refusal.
  const file = page.getByLabel(/^CSV file/)
  await tabToVisibly(page, file)
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello\nworld\n') })
  const upload = page.getByRole('button', { name: 'Upload and preview' })
  await tabToVisibly(page, upload)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a CSV.' })).toBeVisible()
  await expectFocusInView(page, file)
  await expect(file).toHaveAccessibleDescription(/^This file is not a CSV\./)

  // The CSV: focus goes to the import's heading, and what was found is said.
  await file.setInputFiles({ name: filename, mimeType: 'text/csv', buffer: messyCsv(tag) })
  await tabToVisibly(page, upload)
  await page.keyboard.press('Enter')
  await expectFocusInView(page, page.getByRole('heading', { level: 2, name: filename }))
  await expectHeard(page, `${filename} checked: 2 gifts ready to import, 1 row with problems, 1 duplicate skipped.`)

  const summary = page.getByRole('list', { name: 'Summary' })
  await expect(summary).toContainText('2 gifts ready to import')
  await expect(summary).toContainText('1 row with problems')
  await expect(summary).toContainText('1 duplicate skipped')
  await expect(summary).toContainText('2 new donors and 0 donors already known')
  const problems = page.getByRole('region', { name: 'Row problems' })
  await expect(problems.getByRole('row')).toHaveCount(2) // the header and row 4's amount
  await expect(problems.getByRole('row').nth(1)).toContainText(/^4\s*Amount/)
  await expect(problems.getByRole('row').nth(1)).toContainText('Please use an amount such as 25, 1,234.50 or $1,234.50')
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('row')).toHaveCount(3) // the header, Ada's and Bea's (the repeat is skipped)
  await expect(preview.getByRole('row', { name: /Ada/ })).toContainText('Mar 15, 2024')
  await expect(preview.getByRole('row', { name: /Ada/ })).toContainText('$1,234.50')
  await expectAccessible(page)
  for (const size of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(size)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `no sideways scroll at ${size.width} px`).toBeLessThanOrEqual(0)
  }

  // Another name column, checked again: the button keeps the focus, the new reading is said and shown.
  const name = page.getByLabel('Name', { exact: true })
  await expect(name).toHaveValue('Donor')
  await tabToVisibly(page, name)
  await name.selectOption('Legal Name')
  const again = page.getByRole('button', { name: 'Check again' })
  await tabToVisibly(page, again)
  const checked = await heardMark(page)
  await page.keyboard.press('Enter')
  await expect(preview.getByRole('row', { name: new RegExp(`Ada Lovelace ${tag}`) })).toContainText('$1,234.50')
  await expectHeard(page, 'Checked again: 2 gifts ready to import', { since: checked })
  await expect(again).toBeFocused()

  // Import: the button gives way to the progress line, which has the focus and says the result.
  const commit = page.getByRole('button', { name: 'Import 2 gifts' })
  await tabToVisibly(page, commit)
  const committed = await heardMark(page)
  await page.keyboard.press('Enter')
  const result = page.getByRole('status').filter({ hasText: 'Imported 2 gifts' })
  await expect(result).toHaveText('Imported 2 gifts; skipped 1 duplicate.', { timeout: 20_000 })
  await expectFocusInView(page, result)
  await expectHeard(page, 'Imported 2 gifts; skipped 1 duplicate.', { since: committed })
  const listed = page.getByRole('region', { name: 'Past imports' }).getByRole('row').filter({ hasText: filename })
  await expect(listed.getByRole('cell')).toHaveText([filename, /\d{4}/, 'Imported', '4', '2', '1'])

  // Undo, asked once more in a dialog; focus then goes to the line that says it is undone.
  await tabToVisibly(page, page.getByRole('button', { name: 'Undo this import' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Undo this import' })
  await expect(dialog).toContainText(`Delete the 2 gifts this import added, from ${filename}?`)
  await expectAccessible(page)
  const undone = await heardMark(page)
  await tabTo(page, dialog.getByRole('button', { name: 'Delete 2 gifts' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  const status = page.getByRole('status').filter({ hasText: /^Undone on / })
  await expectFocusInView(page, status)
  await expectHeard(page, /^Undone on .*: the gifts this import added were deleted\.$/, { since: undone })
  await expect(page.getByRole('button', { name: 'Undo this import' })).toHaveCount(0)
  await expect(listed.getByRole('cell').nth(2)).toHaveText('Undone')

  // Opened again from the list after a reload: focus on its heading, its status undone.
  await page.reload()
  const open = page.getByRole('region', { name: 'Past imports' }).getByRole('button', { name: filename })
  await tabToVisibly(page, open)
  await page.keyboard.press('Enter')
  await expectFocusInView(page, page.getByRole('heading', { level: 2, name: filename }))
  await expect(page.getByRole('region', { name: filename })).toContainText('Undone')
})
