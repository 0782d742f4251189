import type { S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FakeS3, startFakeS3 } from '../support/fakeS3'
import { startFakeSmtp } from '../support/fakeSmtp'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { anonymous, bucketClient, bucketEnv, bucketKeys, bucketUrl, expectImage, signIn, type Site, site } from '../support/mediaSite'
import { startRedis } from '../support/redis.mjs'
import { type Stack, startStack } from '../support/startStack'

/**
 * Two instances of the app on one database, one Redis and one S3-compatible bucket, as
 * docker-compose runs them behind a load balancer: every kind of uploaded file sent to the first
 * is served by the second (before, only gallery photos were: the others stayed on the first's
 * disk and the second answered 404), and what is private stays private on the second too.
 */
let s3: FakeS3
let client: S3Client
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let redis: Awaited<ReturnType<typeof startRedis>>
let stacks: Stack[] = []
let first: Site
let second: Site

beforeAll(async () => {
  ;[s3, smtp, redis] = await Promise.all([startFakeS3('media'), startFakeSmtp(), startRedis()])
  client = bucketClient(s3)
  const env = { ...bucketEnv(s3), REDIS_URL: redis.url, SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`, MAIL_FROM: 'Website <website@test.example.org>', RATE_LIMIT_PER_MINUTE: '100' }
  const a = await startStack(env)
  const b = await startStack({ ...env, DATABASE_URL: a.databaseURL })
  stacks = [a, b]
  const token = await signIn(a)
  first = site(a, token)
  second = site(b, token)
})
afterAll(async () => {
  client?.destroy()
  for (const stack of stacks.reverse()) await stack.stop()
  await Promise.all([s3?.stop(), smtp?.stop(), redis?.stop()])
})

/** The objects an action added to the bucket. */
async function newObjects(action: () => Promise<unknown>): Promise<string[]> {
  const before = new Set(await bucketKeys(client, s3))
  await action()
  return (await bucketKeys(client, s3)).filter((key) => !before.has(key))
}

const fileName = (key: string) => key.split('/').pop()!

/** What a stranger gets from Payload's file route of `collection` on `on`, and from the bucket itself, for each object. */
async function strangersRefused(on: Site, collection: string, keys: string[]) {
  for (const key of keys) {
    expect((await anonymous(on.url(`/cms/api/${collection}/file/${encodeURIComponent(fileName(key))}`))).status, key).toBe(403)
    expect((await anonymous(bucketUrl(s3, key))).status, key).toBe(403)
  }
}

describe('several instances sharing every kind of uploaded file through the bucket', () => {
  it('a campaign’s cover set through one instance is shown by the other', async () => {
    const campaign = await first.campaign()
    const keys = await newObjects(() => first.cover(campaign.id))
    expect(keys.length).toBe(3) // the re-encoded upload, card and large
    for (const key of keys) expect(key.startsWith('campaigns/'), key).toBe(true)

    const { cover } = await second.publicCampaign(campaign.slug)
    expect(cover?.startsWith(`${second.stack.baseURL}/cms/api/campaign-images/file/`)).toBe(true)
    await expectImage(cover!)
    const page = await (await fetch(second.url(`/campaigns/${campaign.slug}`))).text()
    expect(page).toContain(new URL(cover!).pathname)
    // Served from the bucket by the site, which stays private itself.
    for (const key of keys) expect((await anonymous(bucketUrl(s3, key))).status, key).toBe(403)
  })

  it('a supporter’s photo sent to one instance: private on the other until the page is approved, then public there', async () => {
    const campaign = await first.campaign()
    const email = `ann-${Date.now()}@test.example.org`
    const keys = await newObjects(() => first.startFundraiser(campaign.slug, email))
    expect(keys.length).toBe(3)
    await strangersRefused(second, 'campaign-images', keys)

    // The mailed link confirms through the other instance; its staff see the photo by a signed link.
    const link = await eventually(async () =>
      (await readMailbox(smtp.mailboxURL))
        .filter((m) => m.to.includes(email))
        .map((m) => /\/fundraisers\/confirm\?token=([\w-]+)/.exec(mailText(m))?.[1])
        .find(Boolean),
    )
    const confirmed = await fetch(second.url('/api/fundraisers/confirm'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: link }) })
    expect(confirmed.status).toBe(200)
    const pending = (await second.pendingFundraisers()).find((p) => p.email === email)!
    expect(pending.photo_url?.startsWith(`${second.stack.baseURL}/api/admin/fundraisers/${pending.id}/photo?`)).toBe(true)
    await expectImage(pending.photo_url!)
    expect((await anonymous(pending.photo_url!.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(401)

    await second.approveFundraiser(pending.id)
    const html = await (await fetch(first.url(`/campaigns/${campaign.slug}/${pending.slug}`))).text()
    const card = keys.map(fileName).find((name) => /-960x\d+\.webp$/.test(name))!
    expect(html).toContain(`/cms/api/campaign-images/file/${card}`)
    for (const key of keys) await expectImage(second.url(`/cms/api/campaign-images/file/${encodeURIComponent(fileName(key))}`))
  })

  it('a remembrance’s photo sent to one instance: unknown on the other until published, shown there once it is, gone again when hidden', async () => {
    let id = 0
    const keys = await newObjects(async () => (id = await first.leaveRemembrance(`rosa-${Date.now()}@test.example.org`)))
    expect(keys.length).toBe(2) // the re-encoded upload and card
    for (const key of keys) expect(key.startsWith('remembrances/'), key).toBe(true)
    expect((await anonymous(second.url(`/api/remembrances/${id}/photo`))).status).toBe(404)
    await strangersRefused(second, 'remembrance-photos', keys)
    const signed = (await second.staffRemembrances('pending')).find((r) => r.id === id)!.photo_url!
    expect(signed.startsWith(`${second.stack.baseURL}/api/admin/remembrances/${id}/photo?`)).toBe(true)
    await expectImage(signed)

    await first.moderate(id, 'published')
    const shown = (await second.wall()).find((r) => r.id === id)!
    expect(shown.photo_url).toBe(second.url(`/api/remembrances/${id}/photo`))
    await expectImage(shown.photo_url!)

    await second.moderate(id, 'hidden')
    expect((await anonymous(first.url(`/api/remembrances/${id}/photo`))).status).toBe(404)
    await strangersRefused(first, 'remembrance-photos', keys)
  })

  it('a gallery photo sent to one instance is shown by the other once approved, and only then', async () => {
    let id = 0
    const keys = await newObjects(async () => (id = await first.submitPhoto('Shared')))
    expect(keys.length).toBe(4)
    await strangersRefused(second, 'gallery-photos', keys)
    await second.approvePhoto(id)
    const shown = (await first.gallery()).find((p) => p.id === id)!
    await expectImage(shown.url.replace(first.stack.baseURL, second.stack.baseURL))
  })
})
