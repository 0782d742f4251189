import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ContactMessage, Donation, Event, GalleryPhoto, Rsvp, SponsorTier, User } from '@/payload-types'

import { cmsLogin, http } from '../support/http'
import { getTestPayload, pngImage, staffUser, uniqueEmail } from '../support/payload'

let payload: Payload
let staff: User & { collection: 'users' }
let token: string
const f = {} as {
  draft: Event
  published: Event
  pending: GalleryPhoto
  approved: GalleryPhoto
  inactive: SponsorTier
  active: SponsorTier
  donation: Donation
  rsvp: Rsvp
  message: ContactMessage
}

const inOneWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await staffUser(payload)
  token = await cmsLogin()
  const photo = async (title: string, status: 'pending' | 'approved') => {
    const data = await pngImage()
    return payload.create({
      collection: 'gallery-photos',
      data: { title, uploader_name: 'Ann', uploader_email: 'ann@test.example.org', consent_signed: true, status, submitted_at: new Date().toISOString() },
      file: { data, mimetype: 'image/png', name: `${title.replace(/\W+/g, '-')}.png`, size: data.length },
    })
  }
  f.draft = await payload.create({ collection: 'events', data: { title: 'Access draft', start_at: inOneWeek(), is_published: false } })
  f.published = await payload.create({ collection: 'events', data: { title: 'Access published', start_at: inOneWeek(), is_published: true } })
  f.pending = await photo('access pending', 'pending')
  f.approved = await photo('access approved', 'approved')
  f.inactive = await payload.create({ collection: 'sponsor-tiers', data: { name: 'Access inactive', amount_cents: 100, benefits_json: {}, is_active: false } })
  f.active = await payload.create({ collection: 'sponsor-tiers', data: { name: 'Access active', amount_cents: 100, benefits_json: {}, is_active: true } })
  f.donation = await payload.create({ collection: 'donations', data: { amount_cents: 2500, currency: 'usd', method: 'card', status: 'succeeded', donor_email: 'd@test.example.org' } })
  f.rsvp = await payload.create({ collection: 'rsvps', data: { event: f.published.id, name: 'Ann', email: uniqueEmail('rsvp') } })
  f.message = await payload.create({ collection: 'contact-messages', data: { name: 'Ann', email: 'ann@test.example.org', message: 'Hello there, friends', kind: 'contact' } })
})

describe('Local API, anonymous (overrideAccess: false, no user)', () => {
  const anon = { overrideAccess: false } as const

  it('lists published events only and cannot open a draft', async () => {
    const { docs } = await payload.find({ collection: 'events', ...anon, limit: 0 })
    const ids = docs.map((d) => d.id)
    expect(ids).toContain(f.published.id)
    expect(ids).not.toContain(f.draft.id)
    await expect(payload.findByID({ collection: 'events', id: f.draft.id, ...anon })).rejects.toThrow()
  })

  it('sees approved photos only, without the uploader’s details', async () => {
    const { docs } = await payload.find({ collection: 'gallery-photos', ...anon, limit: 0 })
    expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining([f.approved.id]))
    expect(docs.map((d) => d.id)).not.toContain(f.pending.id)
    const approved = docs.find((d) => d.id === f.approved.id)
    expect(approved?.title).toBe('access approved')
    expect(approved).not.toHaveProperty('uploader_email')
    expect(approved).not.toHaveProperty('uploader_name')
    expect(approved).not.toHaveProperty('consent_ip')
  })

  it('sees active sponsor tiers only', async () => {
    const { docs } = await payload.find({ collection: 'sponsor-tiers', ...anon, limit: 0 })
    expect(docs.map((d) => d.id)).toContain(f.active.id)
    expect(docs.map((d) => d.id)).not.toContain(f.inactive.id)
  })

  it.each(['donations', 'rsvps', 'contact-messages', 'users'] as const)('cannot read %s at all', async (collection) => {
    await expect(payload.find({ collection, ...anon })).rejects.toMatchObject({ status: 403 })
  })

  it('cannot write anything', async () => {
    await expect(payload.create({ collection: 'events', ...anon, data: { title: 'Intruder', start_at: inOneWeek() } })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'sponsor-tiers', id: f.active.id, ...anon, data: { name: 'Hacked' } })).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'gallery-photos', id: f.approved.id, ...anon })).rejects.toMatchObject({
      status: 403,
    })
    await expect(payload.updateGlobal({ slug: 'site-content', ...anon, data: { acronym: 'XX' } })).rejects.toMatchObject({ status: 403 })
  })

  it('reads the site content', async () => {
    const content = await payload.findGlobal({ slug: 'site-content', ...anon })
    expect(content.tagline).toBe('From Loss to Light')
    expect(content.acronym).toBeTruthy()
  })
})

describe('Local API, signed-in staff', () => {
  it('sees drafts, pending photos, inactive tiers and private records', async () => {
    const as = { overrideAccess: false, user: staff } as const
    const draft = await payload.findByID({ collection: 'events', id: f.draft.id, ...as })
    expect(draft.title).toBe('Access draft')
    const pending = await payload.findByID({ collection: 'gallery-photos', id: f.pending.id, ...as })
    expect(pending.uploader_email).toBe('ann@test.example.org')
    const inactive = await payload.findByID({ collection: 'sponsor-tiers', id: f.inactive.id, ...as })
    expect(inactive.is_active).toBe(false)
    for (const [collection, id] of [
      ['donations', f.donation.id],
      ['rsvps', f.rsvp.id],
      ['contact-messages', f.message.id],
    ] as const) {
      const doc = await payload.findByID({ collection, id, ...as })
      expect(doc.id).toBe(id)
    }
  })

  it('writes and deletes', async () => {
    const as = { overrideAccess: false, user: staff } as const
    const event = await payload.create({ collection: 'events', ...as, data: { title: 'Staff event', start_at: inOneWeek() } })
    expect(event.is_published).toBe(false)
    const updated = await payload.update({ collection: 'events', id: event.id, ...as, data: { is_published: true } })
    expect(updated.is_published).toBe(true)
    await payload.delete({ collection: 'events', id: event.id, ...as })
    await expect(payload.findByID({ collection: 'events', id: event.id, ...as })).rejects.toThrow()
  })
})

describe('REST at /cms/api', () => {
  const auth = () => ({ Authorization: `JWT ${token}` })

  it('hides a draft event from the public and shows it to staff', async () => {
    expect((await http(`/cms/api/events/${f.draft.id}`)).status).toBe(404)
    const list = (await (await http('/cms/api/events?limit=0')).json()) as { docs: Event[] }
    expect(list.docs.map((d) => d.id)).not.toContain(f.draft.id)
    const asStaff = await http(`/cms/api/events/${f.draft.id}`, { headers: auth() })
    expect(asStaff.status).toBe(200)
    expect(((await asStaff.json()) as Event).title).toBe('Access draft')
  })

  it.each([
    ['donations', () => f.donation.id],
    ['rsvps', () => f.rsvp.id],
    ['contact-messages', () => f.message.id],
    ['users', () => staff.id],
  ] as const)('refuses %s to the public, list and item', async (collection, id) => {
    expect((await http(`/cms/api/${collection}`)).status).toBe(403)
    expect([403, 404]).toContain((await http(`/cms/api/${collection}/${id()}`)).status)
    expect((await http(`/cms/api/${collection}/${id()}`, { headers: auth() })).status).toBe(200)
  })

  it('serves an approved photo’s files to anyone and a pending photo’s files to staff only', async () => {
    const pending = await payload.findByID({ collection: 'gallery-photos', id: f.pending.id })
    const approved = await payload.findByID({ collection: 'gallery-photos', id: f.approved.id })
    const pendingUrls = [pending.url, pending.sizes?.thumbnail?.url].filter(Boolean) as string[]
    expect(pendingUrls.length).toBe(2)
    for (const url of pendingUrls) {
      expect((await http(url)).status).toBe(403)
      const staffView = await http(url, { headers: auth() })
      expect(staffView.status).toBe(200)
      expect(staffView.headers.get('content-type')).toMatch(/^image\//)
    }
    const open = await http(approved.url!)
    expect(open.status).toBe(200)
    expect(open.headers.get('content-type')).toBe('image/png')
  })

  it('refuses anonymous writes', async () => {
    const response = await http('/cms/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Intruder', start_at: inOneWeek() }),
    })
    expect(response.status).toBe(403)
    const del = await http(`/cms/api/sponsor-tiers/${f.active.id}`, { method: 'DELETE' })
    expect(del.status).toBe(403)
    expect((await payload.findByID({ collection: 'sponsor-tiers', id: f.active.id })).name).toBe('Access active')
  })

  it('does not let anyone register a first user once staff exists', async () => {
    const response = await http('/cms/api/users/first-register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('stranger'), password: 'whatever-123' }),
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { like: 'stranger' } } })
    expect(totalDocs).toBe(0)
  })
})
