import { approvedPhoto, staffToken } from './support'
import { expect, test } from './fixtures'

test.beforeAll(async ({ request }) => {
  const photos = (await (await request.get('/api/gallery')).json()) as unknown[]
  if (photos.length >= 3) return
  const token = await staffToken(request)
  for (const [title, colour] of [
    ['First light', '#2a6f97'],
    ['Second light', '#f4a259'],
    ['Third light', '#4f772d'],
  ]) {
    await approvedPhoto(request, token, title!, colour!)
  }
})

const slideTitle = (page: import('@playwright/test').Page) => page.locator('.yarl__slide_current .yarl__slide_title')

test('opens the lightbox and moves with the mouse', async ({ page }) => {
  await page.goto('/gallery')
  const tiles = page.getByRole('button', { name: /^Open photo:/ })
  const first = ((await tiles.first().getAttribute('aria-label')) ?? '').replace('Open photo: ', '')
  const second = ((await tiles.nth(1).getAttribute('aria-label')) ?? '').replace('Open photo: ', '')
  await tiles.first().click()
  await expect(slideTitle(page)).toHaveText(first)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(slideTitle(page)).toHaveText(second)
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(slideTitle(page)).toHaveText(first)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('.yarl__root')).toHaveCount(0)
})

test('keyboard: arrows move, Escape closes', async ({ page }) => {
  await page.goto('/gallery')
  const tiles = page.getByRole('button', { name: /^Open photo:/ })
  const second = ((await tiles.nth(1).getAttribute('aria-label')) ?? '').replace('Open photo: ', '')
  await tiles.first().focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.yarl__root')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(slideTitle(page)).toHaveText(second)
  await page.keyboard.press('Escape')
  await expect(page.locator('.yarl__root')).toHaveCount(0)
})

test('swipe moves to the next photo', async ({ page }) => {
  await page.goto('/gallery')
  const tiles = page.getByRole('button', { name: /^Open photo:/ })
  const second = ((await tiles.nth(1).getAttribute('aria-label')) ?? '').replace('Open photo: ', '')
  await tiles.first().click()
  await expect(page.locator('.yarl__root')).toBeVisible()
  const box = (await page.locator('.yarl__container').boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y)
  await page.mouse.up()
  await expect(slideTitle(page)).toHaveText(second)
})

test('titles and descriptions show on hover and on focus @layout', async ({ page, isMobile }) => {
  await page.goto('/gallery')
  const tile = page.getByRole('button', { name: /^Open photo:/ }).first()
  const caption = tile.locator('span').first()
  if (!isMobile) {
    await tile.hover()
    await expect(caption).toBeInViewport()
  }
  await tile.focus()
  await expect(caption).toBeInViewport()
})
