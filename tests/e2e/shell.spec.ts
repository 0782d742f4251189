import { expect, test } from './fixtures'

test.describe('layout shell', () => {
  test('home page shows the header, hero and footer @layout', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('From Loss to Light').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate')
    await expect(page.getByText('501(c)(3) Application Pending')).toBeVisible()
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
    const facebook = page.getByRole('link', { name: 'Facebook' })
    await expect(facebook).toHaveAttribute('target', '_blank')
    await expect(facebook).toHaveAttribute('rel', /noopener/)
  })

  test('navigation is in the spec’s order @layout', async ({ page, isMobile }) => {
    await page.goto('/')
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' })
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Events', 'Gallery', 'Sponsors', 'Volunteer', 'Contact', 'Donate'])
  })

  test('the phone menu opens, and closes on a link or the close button @phone', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })

  test('the phone menu keeps focus inside and closes on Escape @phone', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test('/cms shows Payload’s login', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('input[name="password"]')).toBeVisible()
})
