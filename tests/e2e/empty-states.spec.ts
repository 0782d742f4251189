import { NO_STRIPE_URL } from '../support/e2eEnv'
import { expect, test } from './fixtures'

// On the app nobody adds content to (the one without Stripe keys), whenever it runs.
test.use({ baseURL: NO_STRIPE_URL })

test.describe('empty states on an empty database', () => {
  test('home says there are no upcoming events', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('No upcoming events at this time. Check back soon!')).toBeVisible()
  })

  test('events page shows both empty-state lines', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByText('No upcoming events at this time.', { exact: true })).toBeVisible()
    await expect(page.getByText('Check back soon for new events and opportunities!')).toBeVisible()
  })

  test('gallery and sponsors say they are empty', async ({ page }) => {
    await page.goto('/gallery')
    await expect(page.getByText('No photos in the gallery yet.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Submit a Photo' })).toHaveAttribute('href', '/gallery/submit')
    await page.goto('/sponsors')
    await expect(page.getByText('No sponsor tiers available at this time.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact')
  })
})
