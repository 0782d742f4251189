import { readdir } from 'node:fs/promises'
import path from 'node:path'

import type { S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import { type FakeS3, startFakeS3 } from '../support/fakeS3'
import { anonymous, bucketClient, bucketEnv, bucketKeys, bucketUrl, expectImage, signIn, type Site, site } from '../support/mediaSite'
import { runToEnd } from '../support/process'
import { type Stack, startStack } from '../support/startStack'

/**
 * A site that kept its files on disk moves to a bucket (docs/operations.md, "Several instances"):
 * `npm run media:to-s3` copies every kind of file the instance kept in MEDIA_DIR to the bucket, and
 * a second run copies nothing; an instance started with S3_BUCKET and MEDIA_PUBLIC_URL on the same
 * database, with nothing on its own disk, then serves them all, the public ones from the CDN.
 */
let s3: FakeS3
let client: S3Client
const stacks: Stack[] = []
let onDisk: Site

beforeAll(async () => {
  s3 = await startFakeS3('moved')
  client = bucketClient(s3)
  const stack = await startStack({ RATE_LIMIT_PER_MINUTE: '100' })
  stacks.push(stack)
  onDisk = site(stack, await signIn(stack))
})
afterAll(async () => {
  client?.destroy()
  for (const stack of stacks.reverse()) await stack.stop()
  await s3?.stop()
})

const moveToBucket = () =>
  runToEnd(
    'npm',
    ['run', '--silent', 'media:to-s3'],
    {
      ...process.env,
      DATABASE_URL: onDisk.stack.databaseURL,
      MEDIA_DIR: `${onDisk.stack.workDir}/media`,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      ...bucketEnv(s3, true),
    },
    120_000,
  )

/** The files an action added to the first instance's MEDIA_DIR/`folder`. */
async function newFiles(folder: string, action: () => Promise<unknown>): Promise<string[]> {
  const list = () => readdir(path.join(onDisk.stack.workDir, 'media', folder)).catch(() => [] as string[])
  const before = new Set(await list())
  await action()
  return (await list()).filter((name) => !before.has(name))
}

describe('npm run media:to-s3', () => {
  it('copies every kind of file kept on disk to the bucket, once; an instance on the bucket then serves them all', { timeout: 240_000 }, async () => {
    const campaign = await onDisk.campaign()
    const cover = await newFiles('campaigns', () => onDisk.cover(campaign.id))
    let published = 0
    let pending = 0
    let photo = 0
    const shownPhoto = await newFiles('remembrances', async () => (published = await onDisk.leaveRemembrance(`shown-${Date.now()}@test.example.org`)))
    await onDisk.moderate(published, 'published')
    const waitingPhoto = await newFiles('remembrances', async () => (pending = await onDisk.leaveRemembrance(`waiting-${Date.now()}@test.example.org`)))
    const supporterPhoto = await newFiles('campaigns', () => onDisk.startFundraiser(campaign.slug, `ann-${Date.now()}@test.example.org`))
    const galleryPhoto = await newFiles('gallery', async () => (photo = await onDisk.submitPhoto('Kept on disk')))
    await onDisk.approvePhoto(photo)
    expect([cover, shownPhoto, waitingPhoto, supporterPhoto, galleryPhoto].map((files) => files.length)).toEqual([3, 2, 2, 3, 4])
    expect(await bucketKeys(client, s3)).toEqual([])

    const moved = await moveToBucket()
    expect(moved.code, moved.output).toBe(0)
    expect(moved.output).toContain('gallery-photos: 4 copied, 0 already in the bucket, 0 not on this disk')
    expect(moved.output).toContain('campaign-images: 6 copied, 0 already in the bucket, 0 not on this disk')
    expect(moved.output).toContain('remembrance-photos: 4 copied, 0 already in the bucket, 0 not on this disk')
    const publicKeys = [...cover.map((name) => `campaigns/${name}`), ...shownPhoto.map((name) => `remembrances/${name}`), ...galleryPhoto]
    const privateKeys = [...supporterPhoto.map((name) => `campaigns/${name}`), ...waitingPhoto.map((name) => `remembrances/${name}`)]
    expect(await bucketKeys(client, s3)).toEqual([...publicKeys, ...privateKeys].sort())
    // With MEDIA_PUBLIC_URL, what is public is public-read, and nothing else.
    for (const key of publicKeys) await expectImage(bucketUrl(s3, key))
    for (const key of privateKeys) expect((await anonymous(bucketUrl(s3, key))).status, key).toBe(403)

    const again = await moveToBucket()
    expect(again.code, again.output).toBe(0)
    expect(again.output).toContain('gallery-photos: 0 copied, 4 already in the bucket, 0 not on this disk')
    expect(again.output).toContain('campaign-images: 0 copied, 6 already in the bucket, 0 not on this disk')
    expect(again.output).toContain('remembrance-photos: 0 copied, 4 already in the bucket, 0 not on this disk')

    // An instance with nothing on its own disk.
    const stack = await startStack({ ...bucketEnv(s3, true), DATABASE_URL: onDisk.stack.databaseURL, RATE_LIMIT_PER_MINUTE: '100' })
    stacks.push(stack)
    const onBucket = site(stack, await signIn(stack))
    const coverUrl = (await onBucket.publicCampaign(campaign.slug)).cover
    expect(coverUrl?.startsWith(`${s3.bucketURL}/campaigns/`)).toBe(true)
    await expectImage(coverUrl!)
    const shown = (await onBucket.wall()).find((r) => r.id === published)!
    expect(shown.photo_url?.startsWith(`${s3.bucketURL}/remembrances/`)).toBe(true)
    await expectImage(shown.photo_url!)
    const inGallery = (await onBucket.gallery()).find((p) => p.id === photo)!
    expect(inGallery.url.startsWith(`${s3.bucketURL}/`)).toBe(true)
    await expectImage(inGallery.url)

    // What is not public: staff read it through the site (a signed link, Payload's file route), strangers do not.
    await expectImage((await onBucket.staffRemembrances('pending')).find((r) => r.id === pending)!.photo_url!)
    for (const name of supporterPhoto) {
      const file = onBucket.url(`/cms/api/campaign-images/file/${encodeURIComponent(name)}`)
      expect((await anonymous(file)).status, name).toBe(403)
      const asStaff = await onBucket.staff(`/cms/api/campaign-images/file/${encodeURIComponent(name)}`)
      expect(asStaff.status, name).toBe(200)
      expect(asStaff.headers.get('content-type')).toMatch(/^image\//)
    }
  })
})
