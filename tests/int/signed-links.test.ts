import { randomUUID } from 'node:crypto'

import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'
import { endpointKey } from '@/contracts/endpoint'
import { SIGNED_LINK_REFUSED, signedLink } from '@/server/signedMedia'

import { http } from '../support/http'
import { getTestPayload, pngImage, staffUser, uniqueEmail } from '../support/payload'
import { pdfRound } from '../support/pdfRound'

// Every endpoint declared `access: 'signed-link'` is guarded by serve() itself (the signature over
// its path and query, and the expiry), whatever its handler does: a link this test signs the way
// the staff lists do opens the file, and a forged one, one moved to another record, another kind
// or another variant, and one past its time are refused. A new signed-link endpoint must bring a
// seed here (a record with a file it serves), or this file fails.

let payload: Payload
let photo: Buffer

/** Two records with a file each, and the query their links carry besides expires and signature. */
type Seeded = { ids: [number, number]; query: Record<string, string>; tampered: Record<string, string>[] }

const form = (fields: Record<string, string>, fileField: string) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.set(key, value)
  body.set(fileField, new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png')
  return body
}

async function created(path: string, body: FormData): Promise<Response> {
  const response = await http(path, { method: 'POST', body })
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201)
  return response
}

async function galleryPhoto(): Promise<number> {
  const fields = { title: 'Our walk', uploader_name: 'Ann', uploader_email: uniqueEmail('signed-gallery'), consent_signed: 'true' }
  return ((await (await created('/api/gallery/submit', form(fields, 'file'))).json()) as { id: number }).id
}

async function remembrance(): Promise<number> {
  const fields = { name: 'Rosa Diaz', email: uniqueEmail('signed-remembrance'), relationship: 'a colleague', message: 'She brought coffee for the floor.', consent: 'true' }
  return ((await (await created('/api/remembrances', form(fields, 'photo'))).json()) as { id: number }).id
}

async function fundraiser(campaign: string): Promise<number> {
  const email = uniqueEmail('signed-fundraiser')
  await created('/api/fundraisers', form({ campaign, name: 'Ann Lee', email, goal_cents: '50000', story: 'I walk for my brother.' }, 'photo'))
  const { docs } = await payload.find({ collection: 'fundraisers', where: { email: { equals: email } }, depth: 0, limit: 1 })
  return docs[0]!.id
}

async function openCampaign(): Promise<string> {
  const hour = 3_600_000
  const slug = `signed-${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'campaigns',
    data: {
      title: 'Remembrance Walk',
      slug,
      goal_cents: 500_000,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 30 * 24 * hour).toISOString(),
      is_published: true,
    },
  })
  return slug
}

/** A scholarship application with two PDF documents, as a person's data export links them: the files' ids. */
async function scholarshipFiles(): Promise<[number, number]> {
  const document = await PDFDocument.create()
  document.addPage([200, 200]).drawText('An essay', { x: 20, y: 100 })
  const data = Buffer.from(await document.save())
  const stored = () =>
    payload.create({ collection: 'scholarship-files', data: { purpose: 'document' }, file: { data, mimetype: 'application/pdf', name: `signed-${randomUUID()}.pdf`, size: data.length } })
  const [first, second] = [await stored(), await stored()]
  const round = await payload.create({ collection: 'scholarship-rounds', data: pdfRound(`signed-${randomUUID().slice(0, 8)}`, 'A round for the signed links.', 0) })
  const at = new Date().toISOString()
  await payload.create({
    collection: 'scholarship-applications',
    data: {
      round: round.id,
      name: 'Ann Lee',
      email: uniqueEmail('signed-applicant'),
      school: 'Lakeside High',
      graduation_year: new Date().getUTCFullYear() + 1,
      consent_at: at,
      status: 'draft',
      documents: [first, second].map((file) => ({ key: 'essay_pdf', file: file.id, filename: 'essay.pdf', size: data.length, uploaded_at: at })),
    },
  })
  return [first.id, second.id]
}

/** A sponsorship paid by check with its logo waiting for approval, as /admin/sponsors previews it. */
async function sponsorshipWithLogo(): Promise<number> {
  const tier = await payload.create({ collection: 'sponsor-tiers', data: { name: `Signed ${randomUUID().slice(0, 8)}`, amount_cents: 100_000, benefits_json: { benefits: ['Logo'] } } })
  const logo = await payload.create({
    collection: 'campaign-images',
    data: { alt: 'A logo', status: 'pending' },
    file: { data: photo, mimetype: 'image/png', name: `signed-logo-${randomUUID()}.png`, size: photo.length },
  })
  const sponsorship = await payload.create({
    collection: 'sponsorships',
    data: {
      tier: tier.id,
      company: 'Harbor Bakery',
      contact_name: 'Ines Mora',
      email: uniqueEmail('signed-sponsor'),
      method: 'check',
      status: 'paid',
      amount_cents: 100_000,
      value_cents: 0,
      logo: logo.id,
    },
  })
  return sponsorship.id
}

/** Per signed-link endpoint: how to seed two records with a file it serves. */
const SEEDS: Record<string, () => Promise<Seeded>> = {
  'GET /api/gallery/admin/{id}/image': async () => ({
    ids: [await galleryPhoto(), await galleryPhoto()],
    query: { variant: 'thumbnail' },
    tampered: [{ variant: 'original' }, { variant: 'large' }],
  }),
  'GET /api/admin/fundraisers/{id}/photo': async () => {
    const campaign = await openCampaign()
    return { ids: [await fundraiser(campaign), await fundraiser(campaign)], query: {}, tampered: [] }
  },
  'GET /api/admin/remembrances/{id}/photo': async () => ({ ids: [await remembrance(), await remembrance()], query: {}, tampered: [] }),
  // A scholarship file of a person's data export: the admin it was handed to is signed too.
  'GET /api/admin/people/files/{id}': async () => ({
    ids: await scholarshipFiles(),
    query: { staff: String((await staffUser(payload)).id) },
    tampered: [{ staff: '999999999' }],
  }),
  'GET /api/admin/sponsorships/{id}/logo': async () => ({ ids: [await sponsorshipWithLogo(), await sponsorshipWithLogo()], query: {}, tampered: [] }),
  // A chart of the whole foundation's giving: no record, so only its months can be tampered with.
  'GET /api/donations/by-month.svg': async () => ({ ids: [0, 0], query: { months: '12' }, tampered: [{ months: '36' }, { months: '1' }] }),
}

const SIGNED_LINK_ENDPOINTS = endpoints.filter((endpoint) => endpoint.access === 'signed-link')
const pathOf = (endpoint: { path: string }, id: number) => endpoint.path.replace('{id}', String(id)) as `/api/${string}`
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
const seeded: Record<string, Seeded> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  photo = await pngImage()
  for (const endpoint of SIGNED_LINK_ENDPOINTS) {
    const seed = SEEDS[endpointKey(endpoint)]
    if (seed) seeded[endpointKey(endpoint)] = await seed()
  }
})

async function expectRefused(link: string) {
  const response = await http(link)
  expect(response.status, link).toBe(401)
  expect(await response.json()).toEqual({ detail: SIGNED_LINK_REFUSED })
}

describe('every signed-link endpoint, as serve() guards it', () => {
  it('each has a seed here (a new one without fails this test)', () => {
    expect(SIGNED_LINK_ENDPOINTS.length).toBeGreaterThanOrEqual(3)
    expect(SIGNED_LINK_ENDPOINTS.map(endpointKey).sort()).toEqual(Object.keys(SEEDS).sort())
  })

  for (const endpoint of SIGNED_LINK_ENDPOINTS) {
    const key = endpointKey(endpoint)
    it(`${key}: a valid link opens the file; forged, moved, tampered or expired ones are refused`, async () => {
      const seed = seeded[key]
      if (!seed) throw new Error(`${key} is declared signed-link but has no seed in tests/int/signed-links.test.ts`)
      const [id, otherId] = seed.ids
      const link = signedLink(pathOf(endpoint, id), seed.query)

      const opened = await http(link)
      expect(opened.status, link).toBe(200)
      const declared = (endpoint as { file?: { contentType: string } }).file?.contentType
      expect(opened.headers.get('content-type')).toMatch(declared === 'application/pdf' ? /^application\/pdf$/ : /^image\//)
      expect(opened.headers.get('cache-control')).toBe('private, max-age=3600')
      expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(0)
      // The other record opens with a link of its own: what is refused below is the move, not the record.
      expect((await http(signedLink(pathOf(endpoint, otherId), seed.query))).status).toBe(200)

      const url = new URL(link)
      const signature = url.searchParams.get('signature')!
      await expectRefused(link.replace(`signature=${signature}`, 'signature=forged'))
      // Two characters changed, whatever they were (a signature may end in "AA" itself).
      const forged = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
      await expectRefused(link.replace(`signature=${signature}`, `signature=${forged}`))
      if (endpoint.path.includes('{id}')) await expectRefused(link.replace(url.pathname, pathOf(endpoint, otherId)))
      for (const other of SIGNED_LINK_ENDPOINTS.filter((e) => e !== endpoint)) await expectRefused(link.replace(url.pathname, pathOf(other, id)))
      for (const query of seed.tampered) {
        const moved = new URL(link)
        for (const [name, value] of Object.entries(query)) moved.searchParams.set(name, value)
        await expectRefused(moved.href)
      }
      await expectRefused(signedLink(pathOf(endpoint, id), seed.query, Math.floor(Date.now() / 1000) - 1))
      await expectRefused(link.replace(/expires=\d+/, `expires=${inAnHour() + 3600}`))
    })
  }
})
