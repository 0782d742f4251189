import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

import { mailText, readMailbox } from '../support/mailbox'
import { testMailbox } from './fixtures'
import { inDays, staffToken, unique } from './support'

/**
 * What the keyboard tests of the staff and scholarship views (issue 42) share: a record of what
 * live regions said, and scholarship rounds with an applicant's link (read from the mailbox of
 * the worker's app).
 */

type Said = { text: string; heard: boolean }
type Recorder = { __said?: Said[] }

/**
 * From the page's first script on, notes each change of a live region's content (its text then)
 * and whether a screen reader could hear it: not when the region is outside an open modal dialog,
 * which makes the rest of the page inert. A region inserted with its text already in it is not a
 * change of a region (often not announced at all), so it is not noted; the same words put in again
 * as a new node are.
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: Said[] = ((window as Recorder).__said = [])
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]'
    new MutationObserver((mutations) => {
      const regions = new Set<Element>()
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement
        const region = node?.closest(LIVE)
        if (region) regions.add(region)
      }
      const modal = document.querySelector('dialog:modal')
      for (const region of regions) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (text) said.push({ text, heard: !region.closest('[inert]') && (!modal || modal.contains(region)) })
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

/** Everything live regions said that a screen reader could hear, in order. */
export const heard = (page: Page) => page.evaluate(() => ((window as Recorder).__said ?? []).filter((said) => said.heard).map((said) => said.text))

/** How much was heard so far: a mark for `expectHeard`'s `since`. */
export const heardMark = async (page: Page) => (await heard(page)).length

/** Waits until a live region said `text` (heard) `times` times, counting from the mark `since`. */
export async function expectHeard(page: Page, text: string | RegExp, { since = 0, times = 1 }: { since?: number; times?: number } = {}) {
  const matches = (said: string) => (typeof text === 'string' ? said.includes(text) : text.test(said))
  await expect.poll(async () => (await heard(page)).slice(since).filter(matches).length, { message: `heard ${String(text)} ${times} time(s)` }).toBe(times)
}

/** A small but whole PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\nxref\n0 4\ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export type Round = { id: number; slug: string; title: string; body: Record<string, unknown> }

/** An open, published round; `extra` overrides its fields (documents, letters, word limit). */
export async function createRound(request: APIRequestContext, extra: Record<string, unknown> = {}): Promise<Round> {
  const slug = unique('keys').toLowerCase()
  const title = `Keys Round ${slug.slice(-6)}`
  const body = {
    title,
    slug,
    award_cents: 100_000,
    awards_count: 1,
    opens_at: inDays(-2),
    closes_at: inDays(20),
    essay_prompt: 'Tell us about a door someone opened for you.',
    essay_max_words: 300,
    recommendations_required: 0,
    criteria: [{ key: 'essay', label: 'Essay' }],
    is_published: true,
    ...extra,
  }
  const response = await request.post('/api/admin/scholarships', { data: body, headers: bearer(await staffToken(request)) })
  expect(response.status()).toBe(201)
  return { id: ((await response.json()) as { id: number }).id, slug, title, body }
}

/** Applies to `round` as a new applicant; returns the mailed link's token and the applicant. */
export async function apply(request: APIRequestContext, round: Round, essay = '') {
  const applicant = { name: `Noor ${unique('keys').slice(-6)}`, email: `${unique('noor')}@test.example.org`, school: 'Lakeside High School' }
  const response = await request.post(`/api/scholarships/${round.slug}/applications`, {
    data: { ...applicant, graduation_year: new Date().getUTCFullYear() + 1, consent: true, ...(essay && { essay }) },
  })
  expect(response.status()).toBe(201)
  let token: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await readMailbox(testMailbox())).filter((mail) => mail.to.includes(applicant.email))
        token = mails.map((mail) => mailText(mail).match(/\/scholarships\/application\?token=([\w-]+)/)?.[1]).find(Boolean)
        return token
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return { ...applicant, token: token! }
}
