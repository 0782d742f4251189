import type { Page } from '@playwright/test'

import { approvedPhoto, createEvent, inDays, staffToken } from './support'
import { expect, test } from './fixtures'

/**
 * A browser (and any script reading the public API with fetch()) sees a change at once: public
 * answers tell browsers to ask again every time, while CDNs may keep them for seconds.
 */
const idsAt = async (page: Page, path: string): Promise<number[]> =>
  page.evaluate(async (url) => {
    const response = await fetch(url)
    const body = (await response.json()) as { id: number }[] | { items?: { id: number }[] }
    return (Array.isArray(body) ? body : (body.items ?? [])).map((item) => item.id)
  }, path)
const statusAt = async (page: Page, path: string): Promise<number> => page.evaluate(async (url) => (await fetch(url)).status, path)

test('fetch() in the page sees a published event and an approved photo at once, and their removal', async ({ page, request }) => {
  const token = await staffToken(request)
  const staff = { Authorization: `Bearer ${token}` }
  await page.goto('/about')
  // Read twice first, so that whatever the browser may keep, it has.
  for (let i = 0; i < 2; i++) {
    await idsAt(page, '/api/events')
    await idsAt(page, '/api/gallery')
  }

  const event = await createEvent(request, token, { title: `Fresh walk ${Date.now()}`, start_at: inDays(9) })
  const photo = await approvedPhoto(request, token, `Fresh photo ${Date.now()}`, '#447799')
  expect(await idsAt(page, '/api/events')).toContain(event.id)
  expect(await idsAt(page, '/api/gallery')).toContain(photo)
  expect(await statusAt(page, `/api/events/${event.id}`)).toBe(200)

  expect((await request.delete(`/api/admin/events/${event.id}`, { headers: staff })).ok()).toBe(true)
  expect((await request.delete(`/api/gallery/admin/${photo}`, { headers: staff })).ok()).toBe(true)
  expect(await idsAt(page, '/api/events')).not.toContain(event.id)
  expect(await idsAt(page, '/api/gallery')).not.toContain(photo)
  expect(await statusAt(page, `/api/events/${event.id}`)).toBe(404)
})
