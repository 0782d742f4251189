import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The public forms load react-hook-form on their first use, not with the page (usePublicForm;
 * the weight is in js-budget.spec.ts). These hold every script asked for after the page came
 * alive (the library and the validators), so what the visitor does happens before the library is
 * there, then let them through: what was typed and chosen is kept, and a send asked for before
 * is checked as any other.
 */
async function holdLateScripts(page: Page) {
  const held: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })
  return { held, release }
}

test('a send before react-hook-form has loaded keeps what was typed, then is checked as any other', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' })
  const late = await holdLateScripts(page)
  const name = page.getByLabel('Name', { exact: true })
  const email = page.getByLabel('Email', { exact: true })
  const message = page.getByLabel('Message', { exact: true })
  await name.fill('Rosa')
  await expect.poll(() => late.held.length, { message: 'the first use asks for the form library' }).toBeGreaterThan(0)
  await message.fill('short')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message must be at least 10 characters')).toBeHidden() // nothing checks it yet

  late.release()
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Name is required')).toBeHidden()
  await expect(name).toHaveValue('Rosa')
  await expect(message).toHaveValue('short')
  await expect(email).toBeFocused() // the first field in error
  await expect(email).toHaveAttribute('aria-invalid', 'true')

  // From then on, as always: an error goes as soon as the field is right.
  await message.fill('A long enough message for the foundation.')
  await expect(page.getByText('Message must be at least 10 characters')).toBeHidden()
})

test('the amount, a tribute and the covered fee chosen before react-hook-form has loaded are kept', async ({ page }) => {
  await page.goto('/donate', { waitUntil: 'networkidle' })
  const late = await holdLateScripts(page)
  await page.getByRole('button', { name: '$50', exact: true }).click()
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('radio', { name: 'In memory of' }).check()
  await page.getByLabel('Add $1.81 so all of my gift reaches the foundation').check()
  await page.getByLabel('Name', { exact: true }).fill('Maria Alvarez')
  expect(late.held.length).toBeGreaterThan(0)

  late.release()
  await expect(page.getByRole('button', { name: 'Continue with $51.81' })).toBeVisible()
  await expect(page.getByLabel('In memory of (their name)')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'In memory of' })).toBeChecked()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria Alvarez')
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true')
})

test('a send while the form’s checks cannot be fetched says so, and a later send goes through', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' })
  // The connection drops after the page has loaded: every script asked for from now on fails.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Name', { exact: true }).fill('Rosa')
  await page.getByRole('button', { name: 'Send Message' }).click()
  const problem = page.getByRole('alert').filter({ hasText: 'The form could not be checked. Please try again.' })
  await expect(problem).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rosa')

  // Back online: the next send is checked as any other, and the problem is gone.
  await page.unroute('**/_next/static/chunks/**')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(problem).toBeHidden()
})
