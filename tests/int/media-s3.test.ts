import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../support/constants.mjs'
import { type FakeS3, startFakeS3 } from '../support/fakeS3'
import { site } from '../support/mediaSite'
import { type Stack, startStack } from '../support/startStack'

/**
 * Gallery photos in a private S3 bucket (tests/support/fakeS3.ts), on production servers of their
 * own: first served through the site's access-controlled file route, then with MEDIA_PUBLIC_URL
 * (a CDN in front of the bucket) from the bucket itself once approved.
 */
type World = { s3: FakeS3; stack: Stack; client: S3Client; token: string }

function startWorld(cdn: boolean): World {
  const world = {} as World
  beforeAll(async () => {
    world.s3 = await startFakeS3('gallery')
    world.stack = await startStack({
      S3_BUCKET: world.s3.bucket,
      S3_REGION: world.s3.region,
      S3_ENDPOINT: world.s3.endpoint,
      S3_ACCESS_KEY_ID: world.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: world.s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      RATE_LIMIT_PER_MINUTE: '100',
      ...(cdn ? { MEDIA_PUBLIC_URL: world.s3.bucketURL } : {}),
    })
    world.client = new S3Client({
      endpoint: world.s3.endpoint,
      region: world.s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: world.s3.accessKeyId, secretAccessKey: world.s3.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    const login = await fetch(`${world.stack.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(login.status).toBe(200)
    world.token = ((await login.json()) as { access_token: string }).access_token
  })
  afterAll(async () => {
    world.client?.destroy()
    await world.stack?.stop()
    await world.s3?.stop()
  })
  return world
}

type Listed = { id: number; url: string; thumbnail_url?: string; title: string }

const bucketKeys = async ({ client, s3 }: World): Promise<string[]> => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!).sort()

/** Submits a photo through the public endpoint; returns its id and the objects it added to the bucket. */
async function submit(world: World, title: string): Promise<{ id: number; keys: string[] }> {
  const before = new Set(await bucketKeys(world))
  const image = await sharp({ create: { width: 2200, height: 1500, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer()
  const form = new FormData()
  for (const [key, value] of Object.entries({ title, uploader_name: 'Ann', uploader_email: 'ann@test.example.org', consent_signed: 'true' })) form.set(key, value)
  form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'walk.png')
  const response = await fetch(`${world.stack.baseURL}/api/gallery/submit`, { method: 'POST', body: form })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id, keys: (await bucketKeys(world)).filter((key) => !before.has(key)) }
}

const staff = (world: World, path: string, init: RequestInit = {}) =>
  fetch(`${world.stack.baseURL}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${world.token}`, ...init.headers },
  })

const approve = async (world: World, id: number) => {
  const response = await staff(world, `/api/gallery/admin/${id}/approve`, { method: 'PUT', body: JSON.stringify({ approved: true }) })
  expect(response.status).toBe(200)
  return (await response.json()) as Listed
}

const reject = async (world: World, id: number) => expect((await staff(world, `/api/gallery/admin/${id}`, { method: 'DELETE' })).status).toBe(200)

const publicList = async (world: World) => (await (await fetch(`${world.stack.baseURL}/api/gallery`)).json()) as Listed[]

const bucketUrl = (world: World, key: string) => `${world.s3.bucketURL}/${encodeURIComponent(key)}`
const siteFileUrl = (world: World, key: string) => `${world.stack.baseURL}/cms/api/gallery-photos/file/${encodeURIComponent(key)}`

/** What a stranger gets: no credentials, no cookie. */
async function anonymous(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(url)
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

async function expectImage(url: string) {
  const answer = await anonymous(url)
  expect(answer.status, url).toBe(200)
  expect(answer.type, url).toMatch(/^image\/(webp|png|jpeg)$/)
  expect((await sharp(answer.body).metadata()).width, url).toBeGreaterThan(0)
}

/** Staff's short-lived links to a photo that is not public yet work, and are absolute. */
async function expectSignedLinks(world: World, id: number) {
  const pending = (await (await staff(world, '/api/gallery/admin/pending')).json()) as Listed[]
  const mine = pending.find((p) => p.id === id)!
  for (const link of [mine.url, mine.thumbnail_url!]) {
    expect(link.startsWith(`${world.stack.baseURL}/api/gallery/admin/${id}/image?`)).toBe(true)
    const answer = await anonymous(link)
    expect(answer.status).toBe(200)
    expect(answer.type).toBe('image/webp')
  }
  expect((await anonymous(mine.url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(401)
}

describe('media in S3, served through the site', () => {
  const world = startWorld(false)

  it('a submitted photo lands in the bucket (original and every size), private', async () => {
    const { id, keys } = await submit(world, 'Into the bucket')
    expect(keys).toHaveLength(4)
    expect(keys.filter((key) => key.endsWith('.webp'))).toHaveLength(3)
    for (const key of keys) {
      expect((await anonymous(bucketUrl(world, key))).status, key).toBe(403)
      expect((await anonymous(siteFileUrl(world, key))).status, key).toBe(403)
    }
    expect((await publicList(world)).map((p) => p.id)).not.toContain(id)
    await expectSignedLinks(world, id)
  })

  it('approved: absolute URLs on this site that anyone can load, while the bucket stays private', async () => {
    const { id, keys } = await submit(world, 'Approved here')
    const approved = await approve(world, id)
    expect(approved.url.startsWith(`${world.stack.baseURL}/`)).toBe(true)
    expect(approved.thumbnail_url!.startsWith(`${world.stack.baseURL}/`)).toBe(true)
    const shown = (await publicList(world)).find((p) => p.id === id)!
    expect(shown.url.startsWith(`${world.stack.baseURL}/cms/api/gallery-photos/file/`)).toBe(true)
    await expectImage(shown.url)
    for (const key of keys) {
      await expectImage(siteFileUrl(world, key))
      expect((await anonymous(bucketUrl(world, key))).status, key).toBe(403)
    }
  })

  it('rejecting deletes every object of the photo, and only those', async () => {
    const kept = await submit(world, 'Kept')
    const { id, keys } = await submit(world, 'Rejected')
    await reject(world, id)
    const left = await bucketKeys(world)
    for (const key of keys) expect(left).not.toContain(key)
    for (const key of kept.keys) expect(left).toContain(key)
  })
})

describe('media in S3 behind a CDN (MEDIA_PUBLIC_URL)', () => {
  const world = startWorld(true)

  it('pending objects stay private; signed links work for staff', async () => {
    const { id, keys } = await submit(world, 'Waiting')
    expect(keys).toHaveLength(4)
    for (const key of keys) {
      expect((await anonymous(bucketUrl(world, key))).status, key).toBe(403)
      expect((await anonymous(siteFileUrl(world, key))).status, key).toBe(403)
    }
    await expectSignedLinks(world, id)
  })

  it('approved: URLs point at the CDN, every object is public-read, and the gallery page shows them', async () => {
    const { id, keys } = await submit(world, 'On the CDN')
    await approve(world, id)
    const shown = (await publicList(world)).find((p) => p.id === id)!
    expect(shown.url.startsWith(`${world.s3.bucketURL}/`)).toBe(true)
    await expectImage(shown.url)
    for (const key of keys) await expectImage(bucketUrl(world, key))
    const page = await fetch(`${world.stack.baseURL}/gallery`)
    expect(page.status).toBe(200)
    const thumbnail = keys.find((key) => key.endsWith('-480x480.webp'))!
    expect(await page.text()).toContain(bucketUrl(world, thumbnail))
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${new URL(world.s3.endpoint).origin.replace(/[.]/g, '\\.')}`))
  })

  it('every other kind too: a cover and a published remembrance’s photo come from the CDN, public-read; a remembrance’s photo not public stays private', async () => {
    const here = site(world.stack, world.token)
    const campaign = await here.campaign()
    const cover = await here.cover(campaign.id)
    expect(cover.startsWith(`${world.s3.bucketURL}/campaigns/`)).toBe(true)
    expect((await here.publicCampaign(campaign.slug)).cover).toBe(cover)
    await expectImage(cover)

    const before = new Set(await bucketKeys(world))
    const id = await here.leaveRemembrance(`rosa-${Date.now()}@test.example.org`)
    const keys = (await bucketKeys(world)).filter((key) => !before.has(key))
    expect(keys).toHaveLength(2)
    const cdnUrl = (key: string) => `${world.s3.bucketURL}/${key.split('/').map(encodeURIComponent).join('/')}`
    for (const key of keys) expect((await anonymous(cdnUrl(key))).status, key).toBe(403)
    await here.moderate(id, 'published')
    const shown = (await here.wall()).find((r) => r.id === id)!
    expect(shown.photo_url?.startsWith(`${world.s3.bucketURL}/remembrances/`)).toBe(true)
    for (const key of keys) await expectImage(cdnUrl(key))
    await here.moderate(id, 'hidden')
    for (const key of keys) expect((await anonymous(cdnUrl(key))).status, key).toBe(403)
  })

  it('rejecting an approved photo deletes its objects from the bucket', async () => {
    const { id, keys } = await submit(world, 'Shown, then removed')
    await approve(world, id)
    await expectImage(bucketUrl(world, keys[0]!))
    await reject(world, id)
    const left = await bucketKeys(world)
    for (const key of keys) {
      expect(left).not.toContain(key)
      expect((await anonymous(bucketUrl(world, key))).status, key).toBe(403)
    }
  })
})
