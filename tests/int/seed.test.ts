import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContent } from '@/seed'

import { getTestPayload } from '../support/payload'
import { testStack } from '../support/stack'

// Ticket orders and their tickets first: an event with orders is kept (src/collections/Events/hooks/keepEventWithOrders.ts);
// sponsorships before their tiers, whose foreign key they hold.
const DEMO_COLLECTIONS = ['tickets', 'ticket-orders', 'rsvps', 'events', 'sponsorships', 'sponsor-tiers', 'gallery-photos', 'donations'] as const

async function emptyDemoCollections(payload: Payload) {
  for (const collection of DEMO_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } } })
  }
}

describe('demo content for an empty development database', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
    await emptyDemoCollections(payload)
    await seedDemoContent(payload)
  })

  it('has upcoming, past and draft events, one registering elsewhere', async () => {
    const { docs } = await payload.find({ collection: 'events', limit: 0 })
    const now = Date.now()
    const upcoming = docs.filter((e) => e.is_published && new Date(e.start_at).getTime() > now)
    expect(upcoming.length).toBeGreaterThanOrEqual(3)
    expect(docs.some((e) => e.is_published && new Date(e.end_at ?? e.start_at).getTime() < now)).toBe(true)
    expect(docs.some((e) => !e.is_published)).toBe(true)
    expect(docs.some((e) => e.external_registration_url?.startsWith('https://'))).toBe(true)
  })

  it('has active and inactive sponsor tiers with benefits', async () => {
    const { docs } = await payload.find({ collection: 'sponsor-tiers', limit: 0 })
    expect(docs.some((t) => t.is_active)).toBe(true)
    expect(docs.some((t) => !t.is_active)).toBe(true)
    expect(docs.every((t) => Array.isArray((t.benefits_json as { benefits?: unknown }).benefits))).toBe(true)
  })

  it('has approved and pending photos whose files exist, made without the network', async () => {
    const { docs } = await payload.find({ collection: 'gallery-photos', limit: 0 })
    expect(docs.filter((p) => p.status === 'approved').length).toBeGreaterThanOrEqual(3)
    expect(docs.some((p) => p.status === 'pending')).toBe(true)
    const dir = path.join(testStack().mediaDir, 'gallery')
    for (const photo of docs) {
      expect(existsSync(path.join(dir, photo.filename!))).toBe(true)
      expect(existsSync(path.join(dir, photo.sizes!.thumbnail!.filename!))).toBe(true)
    }
  })

  it('has a few donations of several statuses, recurring among them', async () => {
    const { docs } = await payload.find({ collection: 'donations', limit: 0 })
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['succeeded', 'pending', 'failed']))
    expect(docs.some((d) => d.is_recurring)).toBe(true)
  })

  it('opens the scholarship round that its campaign and information evening announce', async () => {
    const { docs } = await payload.find({ collection: 'scholarship-rounds', where: { slug: { equals: 'light-a-path-2026' } }, limit: 1 })
    const round = docs[0]!
    const now = Date.now()
    expect(round.is_published).toBe(true)
    expect(new Date(round.opens_at).getTime()).toBeLessThan(now)
    expect(new Date(round.closes_at).getTime()).toBeGreaterThan(now + 30 * 24 * 3_600_000)
    expect(round.documents).toEqual([expect.objectContaining({ key: 'transcript', required: true, reviewers_see: false })])
    expect(round.recommendations_required).toBe(1)
    expect(round.criteria?.length).toBeGreaterThanOrEqual(2)
  })

  it('does nothing the second time', async () => {
    const before = await payload.count({ collection: 'events' })
    await seedDemoContent(payload)
    expect((await payload.count({ collection: 'events' })).totalDocs).toBe(before.totalDocs)
  })
})
