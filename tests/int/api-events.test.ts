import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Event } from '@/payload-types'

import { apiLogin, bearer, http, postJson, purgePublicCache, sendJson } from '../support/http'
import { eventInput } from '../support/events'
import { getTestPayload, uniqueEmail } from '../support/payload'

const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

let payload: Payload
let token: string
const e = {} as Record<'soon' | 'later' | 'ongoing' | 'past' | 'draft' | 'external', Event>

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  // Every event goes, those with ticket orders too (another file's, on this worker's database): their tickets and orders first.
  await payload.delete({ collection: 'tickets', where: { id: { exists: true } } })
  await payload.delete({ collection: 'ticket-orders', where: { id: { exists: true } } })
  await payload.delete({ collection: 'rsvps', where: { id: { exists: true } } })
  const { errors } = await payload.delete({ collection: 'events', where: { id: { exists: true } } })
  expect(errors).toEqual([])
  const make = (data: Partial<Event> & { title: string; start_at: string }) => payload.create({ collection: 'events', data: { is_published: true, ...data } })
  e.later = await make({ title: 'Later', start_at: at(20), location: 'Hall', summary: 'Later summary' })
  e.soon = await make({ title: 'Soon', start_at: at(2), description: 'Long text' })
  e.ongoing = await make({ title: 'Ongoing', start_at: at(-1), end_at: at(1) })
  e.past = await make({ title: 'Past', start_at: at(-10), end_at: at(-9) })
  e.draft = await make({ title: 'Draft', start_at: at(3), is_published: false })
  e.external = await make({ title: 'Gala', start_at: at(30), external_registration_url: 'https://tickets.example.org/gala' })
  await purgePublicCache(token)
})

describe('GET /api/events', () => {
  it('lists published events that have not ended, soonest first, in the list shape', async () => {
    const response = await http('/api/events')
    expect(response.status).toBe(200)
    const events = (await response.json()) as Record<string, unknown>[]
    expect(events.map((x) => x.title)).toEqual(['Ongoing', 'Soon', 'Later', 'Gala'])
    expect(events[2]).toEqual({ id: e.later.id, title: 'Later', start_at: e.later.start_at, location: 'Hall', summary: 'Later summary' })
  })
})

describe('GET /api/events/{id}', () => {
  it('returns the event’s fields', async () => {
    const response = await http(`/api/events/${e.external.id}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: e.external.id,
      title: 'Gala',
      summary: null,
      description: null,
      start_at: e.external.start_at,
      end_at: null,
      location: null,
      external_registration_url: 'https://tickets.example.org/gala',
      is_published: true,
      capacity: null,
      spots_left: null,
      tickets: [],
    })
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483647'])('answers 404 for the unknown id %s', async (id) => {
    const response = await http(`/api/events/${id}`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { detail: string }).detail).toBeTruthy()
  })

  it('answers 404 for a draft', async () => {
    const response = await http(`/api/events/${e.draft.id}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: "Sorry, we couldn't find that event." })
  })
})

describe('POST /api/events/{id}/rsvp', () => {
  const rsvpRows = async (eventId: number) => (await payload.find({ collection: 'rsvps', where: { event: { equals: eventId } } })).docs

  it('stores an RSVP once per event and email', async () => {
    const email = uniqueEmail('guest')
    const first = await postJson(`/api/events/${e.soon.id}/rsvp`, { name: 'Guest One', email })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ message: 'RSVP submitted successfully!' })
    const again = await postJson(`/api/events/${e.soon.id}/rsvp`, { name: 'Someone Else', email: email.toUpperCase() })
    expect(again.status).toBe(200)
    const rows = (await rsvpRows(e.soon.id)).filter((r) => r.email === email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.name).toBe('Guest One') // a repeat never renames someone's RSVP
  })

  it('points to the external registration instead of storing', async () => {
    const response = await postJson(`/api/events/${e.external.id}/rsvp`, { name: 'Ann', email: uniqueEmail('ext') })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ external_url: 'https://tickets.example.org/gala' })
    expect(await rsvpRows(e.external.id)).toHaveLength(0)
  })

  it('validates with the spec’s messages', async () => {
    const response = await postJson(`/api/events/${e.soon.id}/rsvp`, { name: '  ', email: 'not-an-email' })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { detail: string; fields: Record<string, string> }
    expect(body.fields).toEqual({ name: 'Name is required', email: 'Invalid email address' })
    const wrongTypes = await postJson(`/api/events/${e.soon.id}/rsvp`, { name: 42, email: ['x'] })
    expect(wrongTypes.status).toBe(422)
  })

  it('refuses malformed, non-JSON, non-object and huge bodies clearly', async () => {
    const url = `/api/events/${e.soon.id}/rsvp`
    const malformed = await http(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name": "A", ' })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { detail: string }).detail).toBe('The request body is not valid JSON.')
    const array = await postJson(url, [1, 2])
    expect(array.status).toBe(400)
    const form = await http(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=A' })
    expect(form.status).toBe(415)
    const huge = await postJson(url, { name: 'x'.repeat(200_000), email: 'a@b.org' })
    expect(huge.status).toBe(413)
  })

  it('answers 404 for drafts and unknown events, 422 for events that have ended', async () => {
    expect((await postJson(`/api/events/${e.draft.id}/rsvp`, { name: 'A', email: 'a@b.org' })).status).toBe(404)
    expect((await postJson('/api/events/abc/rsvp', { name: 'A', email: 'a@b.org' })).status).toBe(404)
    const past = await postJson(`/api/events/${e.past.id}/rsvp`, { name: 'A', email: 'a@b.org' })
    expect(past.status).toBe(422)
    expect(((await past.json()) as { detail: string }).detail).toBe('This event has already taken place.')
  })
})

describe('admin events', () => {
  const valid = eventInput('Candle lighting', { is_published: false })

  it('lists every event, drafts included, newest start first', async () => {
    const response = await http('/api/admin/events', { headers: bearer(token) })
    expect(response.status).toBe(200)
    const events = (await response.json()) as { title: string; is_published: boolean }[]
    expect(events.map((x) => x.title)).toContain('Draft')
    expect(events[0]).toHaveProperty('created_at')
  })

  it('creates, updates and deletes; a draft stays off the public list', async () => {
    const created = await sendJson('POST', '/api/admin/events', valid, token)
    expect(created.status).toBe(201)
    const event = (await created.json()) as { id: number; start_at: string; external_registration_url: string | null }
    expect(event.start_at).toBe('2031-09-11T22:30:00.000Z')
    expect(event.external_registration_url).toBeNull()
    const publicList = (await (await http('/api/events')).json()) as { id: number }[]
    expect(publicList.map((x) => x.id)).not.toContain(event.id)

    const updated = await sendJson('PUT', `/api/admin/events/${event.id}`, { ...valid, title: 'Candle lighting (published)', is_published: true }, token)
    expect(updated.status).toBe(200)
    expect(((await updated.json()) as { title: string }).title).toBe('Candle lighting (published)')
    const after = (await (await http('/api/events')).json()) as { id: number }[]
    expect(after.map((x) => x.id)).toContain(event.id)

    const deleted = await http(`/api/admin/events/${event.id}`, { method: 'DELETE', headers: bearer(token) })
    expect(deleted.status).toBe(200)
    expect((await http(`/api/events/${event.id}`)).status).toBe(404)
    expect((await http(`/api/admin/events/${event.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(404)
  })

  it('validates with the spec’s messages', async () => {
    const response = await sendJson('POST', '/api/admin/events', { ...valid, title: '', start_at: '', external_registration_url: 'javascript:alert(1)' }, token)
    expect(response.status).toBe(422)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields).toMatchObject({ title: 'Title is required', start_at: 'Start date is required', external_registration_url: 'Please enter a valid URL' })
    const backwards = await sendJson('POST', '/api/admin/events', { ...valid, end_at: '2031-09-10T10:00:00Z' }, token)
    expect(((await backwards.json()) as { fields: Record<string, string> }).fields.end_at).toBe('The end must not be before the start')
  })

  it('clears optional fields sent empty', async () => {
    const created = (await (await sendJson('POST', '/api/admin/events', valid, token)).json()) as { id: number }
    const cleared = await sendJson('PUT', `/api/admin/events/${created.id}`, { ...valid, summary: '', location: '', description: null, end_at: '' }, token)
    expect(await cleared.json()).toMatchObject({ summary: null, location: null, description: null, end_at: null })
  })

  it('answers 404 when updating an unknown event', async () => {
    expect((await sendJson('PUT', '/api/admin/events/999999', valid, token)).status).toBe(404)
    expect((await sendJson('PUT', '/api/admin/events/abc', valid, token)).status).toBe(404)
  })
})
