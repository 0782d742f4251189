import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { PHOTO_MESSAGES } from '@/contracts/photo'
import { poolOf } from '@/lib/postgres'

import { apiLogin, bearer, http, postJson, purgePublicCache, sendJson } from '../support/http'
import { eventually, linksIn, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

// Supporters' own fundraising pages (issue 24): started on an open campaign, confirmed through a
// one-time mailed link (read here from the local SMTP server), approved by fundraising staff, then
// public; edited only through another one-time link; told by mail of each confirmed gift.

const PASSWORD = 'a-long-enough-password-1'
let payload: Payload
let fundraising: string
let content: string
let admin: string

const HOUR = 3_600_000

async function campaign(overrides: Record<string, unknown> = {}) {
  const slug = `walk-${randomUUID().slice(0, 8)}`
  return payload.create({
    collection: 'campaigns',
    data: {
      title: 'Remembrance Walk',
      slug,
      goal_cents: 500_000,
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
      is_published: true,
      ...overrides,
    },
  })
}

type Fields = Record<string, string>
function start(fields: Fields, photo?: { data: Buffer; name: string; type: string }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (photo) form.set('photo', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name)
  return http('/api/fundraisers', { method: 'POST', body: form })
}

const validFields = (campaignSlug: string, email: string): Fields => ({
  campaign: campaignSlug,
  name: 'Ann Lee',
  email,
  goal_cents: '50000',
  story: 'I walk for my brother.\n\nEvery step counts.',
})

/** The links of this kind mailed to `to`, oldest first. */
async function linksFor(to: string, kind: 'confirm' | 'edit'): Promise<string[]> {
  const mails = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to))
  return mails.flatMap((m) => linksIn(m, new RegExp(`https?://\\S+/fundraisers/${kind}\\?token=[\\w-]+`, 'g')))
}
const nextLink = (to: string, kind: 'confirm' | 'edit', count = 1) =>
  eventually(async () => {
    const links = await linksFor(to, kind)
    return links.length >= count ? links[count - 1]! : undefined
  })
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const confirm = (token: string) => postJson('/api/fundraisers/confirm', { token })
const pageOf = async (email: string) =>
  (await payload.find({ collection: 'fundraisers', where: { email: { equals: email } }, sort: '-createdAt', limit: 1, depth: 0, showHiddenFields: true })).docs[0]!
const settle = () => jobsSettled(testStack().databaseURL)
/** A page's one-time links (src/server/services/links/oneTimeLinks.ts), newest first. */
const linksOf = async (page: number) =>
  (
    await poolOf(payload).query<{ purpose: string; token_hash: string; expires_at: Date; used_at: Date | null }>(
      `SELECT purpose, token_hash, expires_at, used_at FROM one_time_links WHERE subject = $1 ORDER BY created_at DESC`,
      [`fundraiser:${page}`],
    )
  ).rows
const expireLinksOf = (email: string, by: string) =>
  poolOf(payload).query(`UPDATE one_time_links SET expires_at = now() - $2::interval WHERE subject IN (SELECT 'fundraiser:' || id FROM fundraisers WHERE email = $1)`, [email, by])
/** As if the page's last edit link had been mailed over a minute ago (it then expires within 59 minutes). */
const ageEditLinks = (page: number) =>
  poolOf(payload).query(`UPDATE one_time_links SET expires_at = now() + interval '58 minutes' WHERE subject = $1 AND purpose = 'fundraiser-edit'`, [`fundraiser:${page}`])

beforeAll(async () => {
  payload = await getTestPayload()
  const fundraiserEmail = uniqueEmail('fundraising')
  const contentEmail = uniqueEmail('content')
  await payload.create({ collection: 'users', data: { email: fundraiserEmail, password: PASSWORD, role: 'fundraising' } })
  await payload.create({ collection: 'users', data: { email: contentEmail, password: PASSWORD, role: 'content' } })
  fundraising = await apiLogin(fundraiserEmail, PASSWORD)
  content = await apiLogin(contentEmail, PASSWORD)
  admin = await apiLogin()
})

describe('a supporter’s fundraising page, from start to public', () => {
  it('starts unconfirmed, is confirmed once by the mailed link, approved by fundraising staff, then public as plain text', async () => {
    const walk = await campaign()
    const email = uniqueEmail('ann')
    const fields = { ...validFields(walk.slug, email), name: 'Ann <script>alert(1)</script>', story: 'I walk for <script>alert("x")</script> my brother.\n\nEvery step counts.' }
    const started = await start(fields, { data: await pngImage(), name: 'ann.png', type: 'image/png' })
    expect(started.status).toBe(201)
    expect(await started.json()).toEqual({ message: FUNDRAISER_MESSAGES.started })

    const stored = await pageOf(email)
    expect(stored).toMatchObject({ status: 'unconfirmed', slug: 'ann-script-alert-1-script', goal_cents: 50000 })
    expect((await linksOf(stored.id)).map((row) => row.purpose)).toEqual(['fundraiser-confirm'])
    const photo = await payload.findByID({ collection: 'campaign-images', id: stored.photo as number, depth: 0 })
    expect(photo.status).toBe('pending')
    // The public reads only approved campaign images.
    expect((await http(photo.url!)).status).toBe(403)

    const link = await nextLink(email, 'confirm')
    expect(link).toMatch(/\/fundraisers\/confirm\?token=[\w-]{43}$/)
    // Only the token's hash is stored.
    expect((await linksOf(stored.id))[0]?.token_hash).toBe(createHash('sha256').update(tokenOf(link)).digest('hex'))
    expect(JSON.stringify(await linksOf(stored.id))).not.toContain(tokenOf(link))
    // Opening the page uses nothing up (mail scanners follow links); the button's POST does.
    expect((await http(new URL(link).pathname + new URL(link).search)).status).toBe(200)

    const publicPath = `/campaigns/${walk.slug}/${stored.slug}`
    expect((await http(publicPath)).status).toBe(404)

    const confirmed = await confirm(tokenOf(link))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ message: FUNDRAISER_MESSAGES.confirmed })
    const again = await confirm(tokenOf(link))
    expect(again.status).toBe(404)
    expect(((await again.json()) as { detail: string }).detail).toBe(FUNDRAISER_MESSAGES.linkExpired)
    const pending = await pageOf(email)
    expect(pending).toMatchObject({ status: 'pending' })
    expect(await linksOf(stored.id)).toEqual([expect.objectContaining({ purpose: 'fundraiser-confirm', used_at: expect.any(Date) })])
    expect(pending.email_confirmed_at).toBeTruthy()

    // Confirmed but not approved: still not public.
    expect((await http(publicPath)).status).toBe(404)

    // Staff's queue: fundraising sees it (with a signed photo link), content may not.
    expect((await http('/api/admin/fundraisers', { headers: bearer(content) })).status).toBe(403)
    const queue = (await (await http('/api/admin/fundraisers?status=pending', { headers: bearer(fundraising) })).json()) as { id: number; photo_url: string | null; campaign: { slug: string } }[]
    const queued = queue.find((p) => p.id === stored.id)
    expect(queued?.campaign.slug).toBe(walk.slug)
    const staffPhoto = await http(queued!.photo_url!)
    expect(staffPhoto.status).toBe(200)
    expect(staffPhoto.headers.get('content-type')).toMatch(/^image\//)
    expect((await http(queued!.photo_url!.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(401)

    expect((await http(`/api/admin/fundraisers/${stored.id}/approve`, { method: 'POST', headers: bearer(content) })).status).toBe(403)
    expect((await pageOf(email)).status).toBe('pending')
    const approved = await http(`/api/admin/fundraisers/${stored.id}/approve`, { method: 'POST', headers: bearer(fundraising) })
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ id: stored.id, status: 'approved' })
    expect((await payload.findByID({ collection: 'campaign-images', id: stored.photo as number, depth: 0 })).status).toBe('approved')
    expect((await http(photo.url!)).status).toBe(200)
    const trail = await payload.find({ collection: 'audit-entries', where: { action: { equals: 'fundraiser.approve' } }, limit: 5, sort: '-createdAt', depth: 0 })
    expect(trail.docs.length).toBeGreaterThan(0)

    const shown = await http(publicPath)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('I walk for &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; my brother.')
    expect(html).toContain('Every step counts.')
    expect(html).toContain(`/donate?campaign=${walk.slug}&amp;fundraiser=${stored.slug}`)
    expect(html).toContain('role="progressbar"')
  })

  it('a confirm link past its day, or made up, confirms nothing', async () => {
    const walk = await campaign()
    const email = uniqueEmail('late')
    expect((await start(validFields(walk.slug, email))).status).toBe(201)
    const link = await nextLink(email, 'confirm')
    await expireLinksOf(email, '1 minute')
    expect((await confirm(tokenOf(link))).status).toBe(404)
    expect((await pageOf(email)).status).toBe('unconfirmed')
    expect((await confirm('A'.repeat(43))).status).toBe(404)
    const malformed = await confirm('short')
    expect(malformed.status).toBe(422)
  })

  it('pages started but not public leave the campaign’s cached page alone (strangers cannot empty the cache)', async () => {
    const walk = await campaign()
    const cacheOf = async () => (await http(`/campaigns/${walk.slug}`)).headers.get('x-nextjs-cache')
    await cacheOf()
    await eventually(async () => ((await cacheOf()) === 'HIT' ? true : undefined))
    const email = uniqueEmail('stranger')
    expect((await start(validFields(walk.slug, email))).status).toBe(201)
    await nextLink(email, 'confirm')
    expect((await postJson('/api/fundraisers/edit-link', { email, campaign: walk.slug })).status).toBe(202)
    expect(await cacheOf()).toBe('HIT')
  })

  it('a name already taken in the campaign gets a suffix; the answer says nothing of the email’s other pages', async () => {
    const walk = await campaign()
    const email = uniqueEmail('twice')
    const first = await start(validFields(walk.slug, email))
    const second = await start(validFields(walk.slug, email))
    expect(second.status).toBe(first.status)
    expect(await second.json()).toEqual({ message: FUNDRAISER_MESSAGES.started })
    const { docs } = await payload.find({ collection: 'fundraisers', where: { campaign: { equals: walk.id } }, sort: 'createdAt', depth: 0 })
    expect(docs.map((d) => d.slug)).toEqual(['ann-lee', 'ann-lee-2'])
  })

  it('refuses bad input with field messages, and an unknown, unpublished or closed campaign', async () => {
    const walk = await campaign()
    const email = uniqueEmail('bad')
    const bad = await start({ ...validFields(walk.slug, email), goal_cents: '50', email: 'not-an-email', name: '', story: 'x'.repeat(2001) })
    expect(bad.status).toBe(422)
    const { fields } = (await bad.json()) as { fields: Record<string, string> }
    expect(fields).toMatchObject({ goal_cents: FUNDRAISER_MESSAGES.goal, email: 'Invalid email address', name: FUNDRAISER_MESSAGES.name })
    expect(fields.story).toMatch(/under 2,000 characters/)
    expect((await start({ ...validFields(walk.slug, email), goal_cents: '100000000' })).status).toBe(422)

    const garbage = await start(validFields(walk.slug, email), { data: Buffer.from('GIF89a not really an image at all'), name: 'x.png', type: 'image/png' })
    expect(garbage.status).toBe(415)
    expect(((await garbage.json()) as { fields: Record<string, string> }).fields).toEqual({ photo: PHOTO_MESSAGES.type })
    const huge = await start(validFields(walk.slug, email), { data: Buffer.alloc(10 * 1024 * 1024 + 10, 1), name: 'big.png', type: 'image/png' })
    expect(huge.status).toBe(413)

    expect((await start(validFields('no-such-campaign', email))).status).toBe(404)
    const draft = await campaign({ is_published: false })
    expect((await start(validFields(draft.slug, email))).status).toBe(404)
    const ended = await campaign({ starts_at: new Date(Date.now() - 10 * HOUR).toISOString(), ends_at: new Date(Date.now() - HOUR).toISOString() })
    const closed = await start(validFields(ended.slug, email))
    expect(closed.status).toBe(422)
    expect(await closed.json()).toMatchObject({ detail: FUNDRAISER_MESSAGES.campaignClosed, fields: { campaign: FUNDRAISER_MESSAGES.campaignClosed } })
    await settle()
    expect(await linksFor(email, 'confirm')).toEqual([])

    // JSON without a photo is taken too.
    const json = await postJson('/api/fundraisers', { ...validFields(walk.slug, uniqueEmail('json')), goal_cents: 2500 })
    expect(json.status).toBe(201)
  })
})

/** A page confirmed and approved, as the API makes it. */
async function approvedPage(label: string) {
  const walk = await campaign()
  const email = uniqueEmail(label)
  expect((await start(validFields(walk.slug, email))).status).toBe(201)
  expect((await confirm(tokenOf(await nextLink(email, 'confirm')))).status).toBe(200)
  const page = await pageOf(email)
  expect((await http(`/api/admin/fundraisers/${page.id}/approve`, { method: 'POST', headers: bearer(fundraising) })).status).toBe(200)
  return { walk, email, page }
}

describe('editing a page through a one-time link', () => {
  it('mails a link only to a confirmed page’s email, answers the same either way, and the link saves once', async () => {
    const { walk, email, page } = await approvedPage('editor')
    const stranger = uniqueEmail('stranger')
    const [known, unknown] = await Promise.all([
      postJson('/api/fundraisers/edit-link', { email, campaign: walk.slug }),
      postJson('/api/fundraisers/edit-link', { email: stranger, campaign: walk.slug }),
    ])
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await unknown.json()).toEqual(await known.json())
    const link = await nextLink(email, 'edit')
    await settle()
    expect(await linksFor(stranger, 'edit')).toEqual([])

    // Looking at the page uses nothing up; it shows the page's fields.
    const view = await http(new URL(link).pathname + new URL(link).search)
    expect(await view.text()).toContain('Save my page')

    // Another token, or none, changes nothing.
    const forged = await sendJson('PUT', '/api/fundraisers/edit', { token: 'B'.repeat(43), name: 'Mallory', goal_cents: 100, story: 'taken over' })
    expect(forged.status).toBe(404)
    const confirmLink = await sendJson('PUT', '/api/fundraisers/edit', { token: tokenOf(await nextLink(email, 'confirm')), name: 'Mallory', goal_cents: 100, story: null })
    expect(confirmLink.status).toBe(404)
    expect((await pageOf(email)).name).toBe('Ann Lee')

    // A new goal keeps the approved page public.
    const saved = await sendJson('PUT', '/api/fundraisers/edit', { token: tokenOf(link), name: 'Ann Lee', goal_cents: 90000, story: page.story })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ message: FUNDRAISER_MESSAGES.saved })
    expect(await pageOf(email)).toMatchObject({ goal_cents: 90000, status: 'approved' })
    expect((await linksOf(page.id))[0]).toMatchObject({ purpose: 'fundraiser-edit', used_at: expect.any(Date) })
    const reused = await sendJson('PUT', '/api/fundraisers/edit', { token: tokenOf(link), name: 'Ann L.', goal_cents: 100, story: null })
    expect(reused.status).toBe(404)

    // New words go back to staff; the page is hidden until approved again. (A new link: the last is over a minute old in the check.)
    await ageEditLinks(page.id)
    expect((await postJson('/api/fundraisers/edit-link', { email, campaign: walk.slug, fundraiser: page.slug })).status).toBe(202)
    const second = await nextLink(email, 'edit', 2)
    const reworded = await sendJson('PUT', '/api/fundraisers/edit', { token: tokenOf(second), name: 'Ann Lee', goal_cents: 90000, story: 'New words.' })
    expect(await reworded.json()).toEqual({ message: FUNDRAISER_MESSAGES.savedForReview })
    expect((await pageOf(email)).status).toBe('pending')
    expect((await http(`/campaigns/${walk.slug}/${page.slug}`)).status).toBe(404)
  })

  it('an edit link past its hour saves nothing; bad fields get messages', async () => {
    const { walk, email } = await approvedPage('late-editor')
    await postJson('/api/fundraisers/edit-link', { email, campaign: walk.slug })
    const token = tokenOf(await nextLink(email, 'edit'))
    const bad = await sendJson('PUT', '/api/fundraisers/edit', { token, name: '', goal_cents: 5, story: null })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toMatchObject({ name: FUNDRAISER_MESSAGES.name, goal_cents: FUNDRAISER_MESSAGES.goal })
    await expireLinksOf(email, '1 second')
    expect((await sendJson('PUT', '/api/fundraisers/edit', { token, name: 'Later', goal_cents: 1000, story: null })).status).toBe(404)
  })
})

describe('what strangers could pile up', () => {
  it('one address is mailed at most 3 edit links an hour, however often they are asked for', { timeout: 120_000 }, async () => {
    const { walk, email, page } = await approvedPage('edit-cap')
    for (let i = 0; i < 5; i++) {
      // Each ask as if the last link were over a minute old, so only the hourly cap can hold it back.
      await ageEditLinks(page.id)
      expect((await postJson('/api/fundraisers/edit-link', { email: email.toUpperCase(), campaign: walk.slug })).status).toBe(202)
      // A link replaced before its mail went out is not mailed: wait for each of the first three.
      if (i < 3) await nextLink(email, 'edit', i + 1)
    }
    await settle()
    expect(await linksFor(email, 'edit')).toHaveLength(3)
  })

  it('a page never confirmed within its link’s day is forgotten with its photo by the housekeeping; younger and confirmed pages stay', async () => {
    const walk = await campaign()
    const [stale, young, confirmed] = [uniqueEmail('stale'), uniqueEmail('young'), uniqueEmail('confirmed')]
    expect((await start(validFields(walk.slug, stale), { data: await pngImage(), name: 'me.png', type: 'image/png' })).status).toBe(201)
    expect((await start({ ...validFields(walk.slug, young), name: 'Young Page' })).status).toBe(201)
    expect((await start({ ...validFields(walk.slug, confirmed), name: 'Kept Page' })).status).toBe(201)
    expect((await confirm(tokenOf(await nextLink(confirmed, 'confirm')))).status).toBe(200)
    const stalePage = await pageOf(stale)
    const photo = stalePage.photo as number
    expect(photo).toEqual(expect.any(Number))
    const dayAndAMinute = `${24 * 60 + 1} minutes`
    await poolOf(payload).query(`UPDATE fundraisers SET created_at = now() - $2::interval WHERE email = ANY($1)`, [[stale, confirmed], dayAndAMinute])

    const job = await payload.jobs.queue({ task: 'housekeeping', input: {} })
    await eventually(async () => ((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt ? true : undefined), 30_000)

    const left = await payload.find({ collection: 'fundraisers', where: { campaign: { equals: walk.id } }, depth: 0 })
    expect(left.docs.map((p) => p.email).sort()).toEqual([young, confirmed].sort())
    expect(await payload.findByID({ collection: 'campaign-images', id: photo, depth: 0, disableErrors: true })).toBeNull()
  })
})

describe('gifts on a fundraiser', () => {
  it('a confirmed gift mails the supporter once, with the donor’s first name, and moves the page’s total', async () => {
    const { walk, email, page } = await approvedPage('gifted')
    const publicPath = `/campaigns/${walk.slug}/${page.slug}`
    expect(await (await http(publicPath)).text()).toContain('$0')

    const gift = await payload.create({
      collection: 'donations',
      data: { amount_cents: 2500, currency: 'usd', status: 'pending', method: 'card', donor_name: 'Bea Smith', donor_email: uniqueEmail('bea'), campaign: walk.id, fundraiser: page.id },
    })
    await settle()
    const gifts = async () => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(email) && /gave to your fundraiser/.test(m.raw))
    expect(await gifts()).toEqual([])

    await payload.update({ collection: 'donations', id: gift.id, data: { status: 'succeeded' } })
    const [mail] = await eventually(async () => ((await gifts()).length ? gifts() : undefined))
    const text = mailText(mail!)
    expect(text).toContain('Bea just gave $25 ')
    expect(text).toContain('raised $25 of your $500 goal, from 1 donor.')
    expect(text).not.toContain('Smith')

    // A replayed confirmation (already succeeded) changes nothing and mails nothing.
    await payload.update({ collection: 'donations', id: gift.id, data: { status: 'succeeded' } })
    // An anonymous donor is "Someone".
    await payload.create({
      collection: 'donations',
      data: {
        amount_cents: 1000,
        currency: 'usd',
        status: 'succeeded',
        method: 'check',
        donor_name: 'Carl Hidden',
        donor_email: uniqueEmail('carl'),
        is_anonymous: true,
        campaign: walk.id,
        fundraiser: page.id,
      },
    })
    await eventually(async () => ((await gifts()).length >= 2 ? true : undefined))
    await settle()
    const all = await gifts()
    expect(all).toHaveLength(2)
    expect(mailText(all[1]!)).toContain('Someone just gave $10 ')
    expect(mailText(all[1]!)).not.toContain('Carl')

    // The gifts here are Local API writes from the test, outside the server, so no hook of the server
    // expired the campaign's pages: the cache is purged as for any change made outside the app.
    await purgePublicCache(admin)
    const html = await (await http(publicPath)).text()
    expect(html).toContain('$35')
    expect(html).toContain('2 donors')
  })
})
