import { randomUUID } from 'node:crypto'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { expect } from 'vitest'

import { TEST_ADMIN } from './constants.mjs'
import type { FakeS3 } from './fakeS3'
import type { Stack } from './startStack'

/**
 * Every kind of uploaded file sent through the public and staff API of a production server of a
 * test's own (tests/int/media-shared.test.ts, media-to-s3.test.ts): a campaign's cover, a
 * supporter's photo, a remembrance's photo, a gallery photo.
 */

/** The app's settings for the fake bucket; with `cdn`, the bucket's own address is the CDN. */
export const bucketEnv = (s3: FakeS3, cdn = false): Record<string, string> => ({
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  ...(cdn ? { MEDIA_PUBLIC_URL: s3.bucketURL } : {}),
})

export const bucketClient = (s3: FakeS3): S3Client =>
  new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

export const bucketKeys = async (client: S3Client, s3: FakeS3): Promise<string[]> => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!).sort()

/** An object's address in the bucket, as a CDN in front of it would fetch it. */
export const bucketUrl = (s3: FakeS3, key: string): string => `${s3.bucketURL}/${key.split('/').map(encodeURIComponent).join('/')}`

export const pngImage = (width = 1200, height = 800): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer()

/** What a stranger gets: no credentials, no cookie. */
export async function anonymous(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(url, { redirect: 'manual' })
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

export async function expectImage(url: string): Promise<void> {
  const answer = await anonymous(url)
  expect(answer.status, url).toBe(200)
  expect(answer.type, url).toMatch(/^image\/(webp|png|jpeg)$/)
  expect((await sharp(answer.body).metadata()).width, url).toBeGreaterThan(0)
}

const multipart = (fields: Record<string, string>, file: string, image: Buffer): FormData => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set(file, new Blob([new Uint8Array(image)], { type: 'image/png' }), `${file}.png`)
  return form
}

export type Site = ReturnType<typeof site>
export type StaffRemembrance = { id: number; photo_url: string | null }
export type PublicRemembrance = { id: number; photo_url: string | null }

/** One instance of the app, and what staff (the first admin) and visitors do there. */
export function site(stack: Stack, token: string) {
  const url = (path: string) => `${stack.baseURL}${path}`
  const staff = (path: string, init: RequestInit = {}) =>
    fetch(url(path), { ...init, headers: { Authorization: `Bearer ${token}`, ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...init.headers } })
  const json = async <T>(response: Response | Promise<Response>, status = 200): Promise<T> => {
    const answer = await response
    expect(answer.status, answer.url).toBe(status)
    return (await answer.json()) as T
  }
  return {
    stack,
    url,
    staff,
    async campaign(): Promise<{ id: number; slug: string }> {
      const day = 86_400_000
      const body = {
        title: 'Scholarships for Spring',
        slug: `spring-${randomUUID().slice(0, 8)}`,
        goal_cents: 500_000,
        starts_at: new Date(Date.now() - day).toISOString(),
        ends_at: new Date(Date.now() + 30 * day).toISOString(),
        is_published: true,
      }
      return json(staff('/api/admin/campaigns', { method: 'POST', body: JSON.stringify(body) }), 201)
    },
    /** Sets a campaign's cover; returns the cover's public address. */
    async cover(campaign: number): Promise<string> {
      const form = multipart({}, 'cover', await pngImage())
      return (await json<{ cover: string }>(staff(`/api/admin/campaigns/${campaign}/cover`, { method: 'PUT', body: form }))).cover
    },
    publicCampaign: (slug: string) => json<{ cover: string | null }>(fetch(url(`/api/campaigns/${slug}`))),
    /** A supporter starts a page with a photo (pending, unconfirmed). */
    async startFundraiser(campaign: string, email: string): Promise<void> {
      const form = multipart({ campaign, name: 'Ann Lee', email, goal_cents: '50000', story: 'I walk for my brother.' }, 'photo', await pngImage())
      await json(fetch(url('/api/fundraisers'), { method: 'POST', body: form }), 201)
    },
    pendingFundraisers: () => json<{ id: number; slug: string; email: string; photo_url: string | null }[]>(staff('/api/admin/fundraisers?status=pending')),
    approveFundraiser: (id: number) => json(staff(`/api/admin/fundraisers/${id}/approve`, { method: 'POST' })),
    /** A visitor leaves a remembrance with a photo (pending); returns its id. */
    async leaveRemembrance(email: string): Promise<number> {
      const fields = { name: 'Rosa Diaz', email, relationship: 'colleague', message: 'She brought coffee for the whole floor.', consent: 'true' }
      return (await json<{ id: number }>(fetch(url('/api/remembrances'), { method: 'POST', body: multipart(fields, 'photo', await pngImage(1000, 750)) }), 201)).id
    },
    staffRemembrances: (status: string) => json<StaffRemembrance[]>(staff(`/api/admin/remembrances?status=${status}`)),
    moderate: (id: number, status: string) => json(staff(`/api/admin/remembrances/${id}`, { method: 'PATCH', body: JSON.stringify({ status }) })),
    wall: () => json<PublicRemembrance[]>(fetch(url('/api/remembrances?limit=100'))),
    /** A visitor sends a gallery photo (pending); returns its id. */
    async submitPhoto(title: string): Promise<number> {
      const fields = { title, uploader_name: 'Ann', uploader_email: 'ann@test.example.org', consent_signed: 'true' }
      return (await json<{ id: number }>(fetch(url('/api/gallery/submit'), { method: 'POST', body: multipart(fields, 'file', await pngImage()) }), 201)).id
    },
    approvePhoto: (id: number) => json<{ url: string }>(staff(`/api/gallery/admin/${id}/approve`, { method: 'PUT', body: JSON.stringify({ approved: true }) })),
    gallery: () => json<{ id: number; url: string }[]>(fetch(url('/api/gallery'))),
  }
}

/** Signs the first admin in on `stack`; the token works on every instance (one PAYLOAD_SECRET, one database). */
export async function signIn(stack: Stack): Promise<string> {
  const login = await fetch(`${stack.baseURL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
  expect(login.status).toBe(200)
  return ((await login.json()) as { access_token: string }).access_token
}
