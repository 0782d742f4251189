import type { Page, TestInfo } from '@playwright/test'

import { bearer, createRound } from './keyboardSupport'
import { createEvent, expectAccessible, inDays, signIn, staffToken, unique } from './support'
import { expect, test } from './fixtures'

// Issue 34, focus you can see: at 390 and 1280 px, driving the keyboard, focus never lands under
// the sticky header (Shift+Tab up every public page; a form's errors focusing its first field,
// with its label), the focus ring is 3:1 against every surface it is drawn on, and the smaller
// ones: the staff area's skip link, "required" for an empty email, a true aria-expanded on "Write
// a remembrance", and the inbox link's name with its spaces.

type Place = {
  what: string
  inHeader: boolean
  skipLink: boolean
  /** Why focus cannot be seen where it is (under the header, below the screen), or null. */
  hidden: string | null
  /** The ring's best contrast against the surface behind it, and against the control's own fill. */
  ring: { behind: number; fill: number | null; kinds: string[] }
}

/**
 * Runs in the page: where the focused element is against the sticky header (it, its focus ring and
 * the label of a field), and its ring's contrast: the ring's bands (outline and box-shadow rings)
 * against the nearest background behind the element (every stop of a gradient) and against the
 * element's own opaque fill (a gold or navy button).
 */
function readFocus(): Place | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return null
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
  const rgba = (colour: string): number[] => {
    canvas.clearRect(0, 0, 1, 1)
    canvas.fillStyle = '#000'
    canvas.fillStyle = colour
    canvas.fillRect(0, 0, 1, 1)
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data
    return [r!, g!, b!, a! / 255]
  }
  const over = (top: number[], base: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + base[i]! * (1 - top[3]!)).concat(1)
  const luminance = (c: number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const contrast = (a: number[], b: number[]) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (l1! + 0.05) / (l2! + 0.05)
  }
  const COLOUR = /(?:rgba?|oklch|oklab|hsla?|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi

  /** The colours that may be behind `from`: its nearest opaque background, or a gradient's stops, with the translucent layers above it. */
  const backdrop = (from: Element | null): number[][] => {
    const layers: number[][] = []
    const under = (base: number[]) => layers.reduceRight((below, layer) => over(layer, below), base)
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      const stops = style.backgroundImage.includes('gradient') ? style.backgroundImage.match(COLOUR) : null
      if (stops) return stops.map((stop) => under(over(rgba(stop), [255, 255, 255, 1])))
      const colour = rgba(style.backgroundColor)
      if (colour[3]! >= 1) return [under(colour)]
      if (colour[3]! > 0) layers.unshift(colour)
    }
    return [under([255, 255, 255, 1])]
  }

  // The ring as it settles: a control's colour transition (Tailwind's `transition`) fades it in.
  el.getAnimations().forEach((animation) => animation.finish())
  const style = getComputedStyle(el)
  const bands: number[][] = []
  let extent = 0
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
    bands.push(rgba(style.outlineColor))
    extent = Math.max(extent, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth))
  }
  for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
    const colour = shadow.match(COLOUR)?.[0]
    const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.replace(colour ?? '', '').match(/-?[\d.]+px/g) ?? []).map(parseFloat)
    if (!colour || shadow.includes('inset') || x || y || blur || spread < 1 || rgba(colour)[3] === 0) continue
    bands.push(rgba(colour))
    extent = Math.max(extent, spread)
  }
  const behind = backdrop(el.parentElement)
  const ownFill = rgba(style.backgroundColor)
  const fill = ownFill[3]! >= 1 ? ownFill : null
  const best = (surface: number[]) => Math.max(0, ...bands.map((band) => contrast(over(band, surface), surface)))
  const kinds: string[] = behind.map((c) => (luminance(c) < 0.05 ? 'navy' : c.slice(0, 3).join() === '255,255,255' ? 'white' : c.slice(0, 3).join() === '251,248,241' ? 'cream' : 'other'))
  if (fill && fill[0]! > 200 && fill[2]! < 150) kinds.push('gold button')

  const header = document.querySelector('body > header, header.sticky')
  const headerBottom = header?.getBoundingClientRect().bottom ?? 0
  const box = el.getBoundingClientRect()
  const label = (el as HTMLInputElement).labels?.[0]
  const labelTop = label && !label.contains(el) ? label.getBoundingClientRect().top : box.top
  const name = (label?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
  const inHeader = Boolean(header?.contains(el))
  const onTop = style.position === 'fixed'
  let hidden: string | null = null
  if (!inHeader && !onTop) {
    if (box.top - extent < headerBottom) hidden = `its top (ring included) at ${Math.round(box.top - extent)} px, under the header ending at ${Math.round(headerBottom)} px`
    else if (labelTop < headerBottom) hidden = `its label at ${Math.round(labelTop)} px, under the header ending at ${Math.round(headerBottom)} px`
    else if (box.bottom + extent > innerHeight) hidden = `its bottom at ${Math.round(box.bottom + extent)} px, below the screen (${innerHeight} px)`
  }
  return {
    what: `${el.tagName.toLowerCase()} "${name}"`,
    inHeader,
    skipLink: el.matches('a[href^="#"]') && /skip/i.test(el.textContent ?? ''),
    hidden,
    ring: { behind: Math.min(...behind.map(best)), fill: fill && best(fill), kinds },
  }
}

const place = async (page: Page) => {
  const found = await page.evaluate(readFocus)
  expect(found, 'the focused element (not <body>)').not.toBeNull()
  return found!
}

const ringProblem = ({ what, ring }: Place) => {
  const weak = ring.behind < 3 ? `${ring.behind.toFixed(1)}:1 on ${ring.kinds[0]}` : ring.fill !== null && ring.fill < 3 ? `${ring.fill.toFixed(1)}:1 on its own fill` : null
  return weak && `${what}: ring ${weak}`
}

const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) })

let eventPath = ''
let roundPath = ''

test.beforeAll(async ({ request }) => {
  // An event page to walk through: any published event, or one of this file's own, far enough
  // ahead to stay out of the pages that list only the next few.
  const events = (await (await request.get('/api/events')).json()) as { id: number }[]
  const id = events[0]?.id ?? (await createEvent(request, await staffToken(request), { title: 'Keyboard Walk', start_at: inDays(300, 14), location: 'Online' })).id
  eventPath = `/events/${id}`
  // A scholarship round's page with its forms: an open one, or this file's own.
  const rounds = (await (await request.get('/api/scholarships')).json()) as { slug: string; open: boolean }[]
  let slug = rounds.find((round) => round.open)?.slug
  if (!slug) {
    slug = `keyboard-round-${Date.now()}`
    const created = await request.post('/api/admin/scholarships', {
      headers: { Authorization: `Bearer ${await staffToken(request)}` },
      data: {
        title: 'Keyboard Round',
        slug,
        award_cents: 100_000,
        awards_count: 1,
        opens_at: inDays(-1),
        closes_at: inDays(300),
        essay_prompt: 'Why?',
        essay_max_words: 300,
        criteria: [{ key: 'essay', label: 'Essay' }],
        is_published: true,
      },
    })
    expect(created.status()).toBe(201)
  }
  roundPath = `/scholarships/${slug}`
})

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/events',
  'event',
  '/volunteer',
  '/gallery',
  '/gallery/submit',
  '/sponsors',
  '/contact',
  '/remember',
  '/campaigns',
  '/scholarships',
  'round',
  '/donate',
  '/privacy',
  '/donation-terms',
]

type Walk = { places: (Place | null)[]; readFocus: () => Place | null }

/**
 * In the page, before its own scripts: each key going down first records where focus is then,
 * settled (scrolled into view, ring drawn), before the key moves it on; the walk then needs no
 * round trip of its own per tab stop.
 */
const recordFocusAtEachKey = `window.__walk = { places: [], readFocus: ${readFocus} };
addEventListener('keydown', () => window.__walk.places.push(window.__walk.readFocus()), true)`

test('Shift+Tab up every public page: focus is never under the header, and its ring is 3:1 on every surface @layout', async ({ page }) => {
  test.setTimeout(60_000)
  await page.addInitScript(recordFocusAtEachKey)
  const walked = () =>
    page.evaluate(() => {
      const walk = (window as unknown as { __walk: Walk }).__walk
      return [...walk.places, walk.readFocus()].filter((place) => place !== null)
    })
  const hidden: string[] = []
  const faint: string[] = []
  const surfaces = new Set<string>()
  for (const [index, path] of PUBLIC_PAGES.map((p) => (p === 'event' ? eventPath : p === 'round' ? roundPath : p)).entries()) {
    expect((await page.goto(path))?.status(), path).toBe(200)
    // The first page from its very bottom (from nowhere, Shift+Tab starts at the last control) up
    // to the skip link. The footer and the header are the same on every page: the others are
    // walked from the footer's first link up into the header. What follows the end is left out.
    const first = index === 0
    if (!first) await page.locator('footer a').first().focus()
    const isEnd = (place: Place) => place.skipLink || (!first && place.inHeader)
    let places: Place[] = []
    await page.keyboard.down('Shift')
    for (let presses = 0; !places.some(isEnd); presses += 5) {
      expect(presses, `${path}: Shift+Tab reaches the top`).toBeLessThan(200)
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
      places = await walked()
    }
    await page.keyboard.up('Shift')
    for (const place of places.slice(0, places.findIndex(isEnd) + 1)) {
      if (place.hidden) hidden.push(`${path} ${place.what}: ${place.hidden}`)
      const weak = ringProblem(place)
      if (weak) faint.push(`${path} ${weak}`)
      place.ring.kinds.forEach((kind) => surfaces.add(kind))
    }
  }
  expect.soft(hidden, 'focus under the sticky header').toEqual([])
  expect.soft(faint, 'focus rings under 3:1').toEqual([])
  expect.soft([...surfaces], 'the surfaces the ring was measured on').toEqual(expect.arrayContaining(['cream', 'gold button', 'navy', 'white']))
})

test('the remembrance form: "Write a remembrance" expands; sent empty, focus is on "Your name" with its label in view; an empty email is required @layout', async ({ page }, testInfo) => {
  await page.goto('/remember')
  const write = page.getByRole('button', { name: 'Write a remembrance' })
  await expect(write).toHaveAttribute('aria-expanded', 'false')
  await write.focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'Leave a remembrance' })
  await expect(form).toBeVisible()
  await expect.soft(write, 'the button stays, expanded').toHaveAttribute('aria-expanded', 'true')

  // Down the form with Tab, as a visitor does, and send it empty.
  await form.getByLabel('Your name').focus()
  const send = form.getByRole('button', { name: 'Leave my remembrance' })
  for (let tabs = 0; tabs < 10 && !(await send.evaluate((button) => button === document.activeElement)); tabs++) await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  // The visitor scrolls back up to read the form's start, leaving "Your name" just under the header.
  await page.evaluate(() => window.scrollBy(0, document.querySelector('label[for="remember-name"]')!.getBoundingClientRect().top - 30))
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('Your name')).toBeFocused()
  expect.soft((await place(page)).hidden, '"Your name" and its label in view').toBeNull()
  await expect.soft(form.getByLabel('Your email (never shown)')).toHaveAccessibleDescription('Email is required')
  await shot(page, testInfo, 'remembrance-first-error')
  await expectAccessible(page)

  // A disclosure: it controls the form; closed again it hides the form, whose words stay for when it opens again.
  await expect(page.locator(`#${await write.getAttribute('aria-controls')}`).getByRole('form')).toBeVisible()
  await page.keyboard.type('Ann')
  await write.focus()
  await page.keyboard.press('Enter')
  await expect(write).toHaveAttribute('aria-expanded', 'false')
  await expect(form).toBeHidden()
  await page.keyboard.press('Space')
  await expect(write).toHaveAttribute('aria-expanded', 'true')
  await expect(form.getByLabel('Your name')).toHaveValue('Ann')
})

test('/volunteer with a bad email: sending focuses Email, with its label, in view @layout', async ({ page }, testInfo) => {
  await page.goto('/volunteer')
  await page.getByLabel('Name', { exact: true }).focus()
  await page.keyboard.type('Ann Keyboard')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ann@')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Reading the names aloud at the walk.')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeFocused()
  await page.keyboard.press('Enter')
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription('Invalid email address')
  expect((await place(page)).hidden).toBeNull()
  await shot(page, testInfo, 'volunteer-email-error')
})

test('the staff area: a skip link moves focus to the content; the inbox link reads "Inbox, N unread" @layout', async ({ page, request }, testInfo) => {
  const sent = await request.post('/api/contact', {
    data: { name: 'Ann Keyboard', email: `${unique('keyboard')}@test.example.org`, subject: unique('Unread'), message: 'Is the walk step-free?' },
  })
  expect(sent.status()).toBe(201)
  const token = await staffToken(request)
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport({ ratio: 1 })
  expect((await skip.boundingBox())!.width).toBeGreaterThan(40) // shown, not a 1 px screen-reader box
  expect(ringProblem(await place(page))).toBeNull()
  await shot(page, testInfo, 'staff-skip-link')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)
  await expectAccessible(page)

  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) {
    await menu.focus()
    await page.keyboard.press('Enter')
  }
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName(/^Inbox, [1-9]\d* unread$/)
})

/**
 * How far the focused element's ring (its outline and halo: 6 px, globals.css) stays inside the
 * box it scrolls in (the dialog or the table's region, inside their borders and scroll bars), on
 * each side: negative where it is cut off.
 */
const ringRoomInScrollBox = (page: Page) =>
  page.evaluate(() => {
    const RING = 6
    const focused = document.activeElement!
    const box = focused.closest('dialog, [role="region"]')!
    const outer = box.getBoundingClientRect()
    const left = outer.left + box.clientLeft
    const top = outer.top + box.clientTop
    const control = focused.getBoundingClientRect()
    const name = (focused.getAttribute('aria-label') ?? (focused as HTMLInputElement).labels?.[0]?.textContent ?? focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return {
      what: `${focused.tagName.toLowerCase()} "${name}"`,
      top: Math.floor(control.top - RING - top),
      bottom: Math.floor(top + box.clientHeight - (control.bottom + RING)),
      left: Math.floor(control.left - RING - left),
      right: Math.floor(left + box.clientWidth - (control.right + RING)),
    }
  })

// Issue 42, point 10: a control reached by Tab inside a box that scrolls (the round dialog, the
// rounds table's region) is scrolled into it with its focus ring, not left flush with its edge.
test('Tab through the round dialog and to a rounds table link: the focused control and its ring stay inside the scroll box @layout', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000)
  const round = await createRound(request)
  await signIn(page)
  await page.goto('/admin/scholarships')

  // The table: Tab from the round's Edit to its ranking link, at the region's right edge on a phone.
  const link = page.getByRole('link', { name: `Ranking and decisions of ${round.title}` })
  await page.getByRole('button', { name: `Edit ${round.title}` }).focus()
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  const inTable = await ringRoomInScrollBox(page)
  expect.soft(Math.min(inTable.left, inTable.right), `${inTable.what} in the rounds table: ${JSON.stringify(inTable)}`).toBeGreaterThanOrEqual(0)
  await shot(page, testInfo, 'rounds-table-link')

  // The dialog: every Tab forward from its first field to Save.
  await page.getByRole('button', { name: 'New round' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'New round' })
  await dialog.getByLabel('Title').focus()
  const cut: string[] = []
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    const room = await ringRoomInScrollBox(page)
    if (Math.min(room.top, room.bottom, room.left, room.right) < 0) cut.push(`${room.what}: ${JSON.stringify(room)}`)
    if (await dialog.getByRole('button', { name: 'Save' }).evaluate((save) => save === document.activeElement)) break
  }
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused()
  await shot(page, testInfo, 'round-dialog-save')
  expect(cut, 'controls whose ring is cut off by the dialog').toEqual([])
})

// Issue 42, point 11: the donate thank-you page's title says what the page says; the staff menu
// marks the view a donor's or a round's page belongs to.
test('the thank-you page has a title of its own; the staff menu marks the view of a donor’s or a round’s page @layout', async ({ page, request }) => {
  await page.goto('/donate?success=true&payment_intent=pi_keys_title&payment_intent_client_secret=pi_keys_title_secret_x')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through')
  await expect(page).toHaveTitle(/^Your payment did not go through · /)

  const round = await createRound(request)
  const tag = unique('current')
  const staff = bearer(await staffToken(request))
  const gift = await request.post('/api/donations/mail-in', {
    headers: staff,
    data: { amount_cents: 2_500, received_on: new Date().toISOString().slice(0, 10), donor_name: `Lee ${tag}`, donor_email: `lee-${tag}@test.example.org` },
  })
  expect(gift.status()).toBe(201)
  const [donor] = (await (await request.get(`/api/admin/donors?q=${tag}`, { headers: staff })).json()) as { id: number }[]
  await signIn(page)
  const menu = page.getByRole('navigation', { name: 'Admin', includeHidden: true })
  const item = (label: string) => menu.getByRole('link', { name: label, exact: true, includeHidden: true })
  for (const [path, label, current] of [
    ['/admin/donors', 'Donors', 'page'],
    [`/admin/donors/${donor!.id}`, 'Donors', 'true'],
    ['/admin/scholarships', 'Scholarships', 'page'],
    [`/admin/scholarships/${round.id}`, 'Scholarships', 'true'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(item(label), path).toHaveAttribute('aria-current', current)
    await expect(menu.locator('[aria-current]'), `${path}: one item is current`).toHaveCount(1)
  }
  await expectAccessible(page)
})
