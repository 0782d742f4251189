import { createHash } from 'node:crypto'
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { verifyArchive } from '@/server/backups/archive'
import type { NamedMigration } from '@/server/backups/database'
import { openFile, restoreBackup } from '@/server/backups/restore'
import { BackupRefused } from '@/server/backups/settings'
import { diskStore } from '@/server/backups/storage'
import { migrations } from '@/migrations'

import { TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import { eventInput } from '../support/events'
import { type FakeS3, startFakeS3 } from '../support/fakeS3'
import { jobsSettled, queueTaskIn } from '../support/jobs'
import { anonymous, bucketClient, bucketEnv, bucketKeys, bucketUrl, signIn, type Site, site } from '../support/mediaSite'
import { runToEnd } from '../support/process'
import { type Stack, startStack } from '../support/startStack'

/**
 * Backups with a restore drill (docs/operations.md, "Backups and restore"): a site with records of
 * many kinds and its stored files is backed up (`npm run backup`, and the nightly job), restored by
 * `npm run restore` into a fresh database and fresh storage, and an app started on what was
 * restored answers the same records and serves the same bytes; every table and sequence is the
 * same. An archive with one changed byte, cut short, or opened with a wrong key is refused and
 * nothing is written. Once with the files on disk (MEDIA_DIR), once in a bucket (S3_BUCKET), the
 * archive itself kept there too (BACKUP_S3_PREFIX) and restored into a new bucket, every object the
 * same and public-read again where it was (an app on a restore is started once, on the disk's).
 */

const KEY = 'a long random backup key for the tests 0123456789'
const UNREADABLE = 'This backup could not be decrypted: the key is wrong or the file was changed'
const RUN = `${process.pid}_${Date.now().toString(36)}`

const stacks: Stack[] = []
const buckets: FakeS3[] = []
const clients: S3Client[] = []
const folders: string[] = []
const databases: string[] = []

const folder = (name: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `lll-backups-${name}-`))
  folders.push(made)
  return made
}

/** The shared PostgreSQL of the tier's test servers, at database `name`. */
function onServer(name: string): string {
  const url = new URL(inject('stackTemplateURL'))
  url.pathname = `/${name}`
  return url.toString()
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A new, empty database on the shared server (dropped after the file). */
async function emptyDatabase(label: string): Promise<string> {
  const name = `restored_${label}_${RUN}`
  await query(onServer('postgres'), `CREATE DATABASE ${name}`)
  databases.push(name)
  return onServer(name)
}

const tablesIn = async (url: string) => Number((await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`))[0]!.n)

/** Every table's row count and a digest of its rows, and every sequence's value: what must be the same after a restore. */
async function contentsOf(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const contents: Record<string, string> = {}
    const tables = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ n: number; digest: string }>(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM public."${name}" t`)
      contents[name] = `${rows[0]!.n} rows, ${rows[0]!.digest}`
    }
    const sequences = await client.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)
    for (const { name } of sequences.rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM public."${name}"`)
      contents[`sequence ${name}`] = `${rows[0]!.last_value} ${rows[0]!.is_called}`
    }
    return contents
  } finally {
    await client.end()
  }
}

/** Every file under `root`, by its path there, with a SHA-256 of its bytes. */
function filesUnder(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(root, name)
    if (statSync(full).isFile()) files[name] = createHash('sha256').update(readFileSync(full)).digest('hex')
  }
  return files
}

/**
 * The CLI, with the app's settings for `env` (nothing of this worker's own stack). At a lower
 * priority: on two cores the other workers' apps, sending mail within their tests' waits, come first.
 */
const npm = (script: string, args: string[], env: Record<string, string>) =>
  runToEnd(
    'nice',
    ['-n', '10', 'npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
    { ...process.env, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET, BACKUP_KEY: KEY, S3_BUCKET: '', BACKUP_S3_PREFIX: '', ...env },
    180_000,
  )

/**
 * The restore, in this process, of an archive that must be refused before anything is written (so
 * before Payload is needed): the reason it gives. The CLI's exit code and words are tested once.
 */
async function refusalOf(archive: string, databaseUrl: string, media: string, key = KEY): Promise<string> {
  const refused = await restoreBackup({
    databaseUrl,
    key,
    open: openFile(archive),
    store: diskStore(media),
    force: false,
    migrations: migrations as unknown as NamedMigration[],
    payload: () => Promise.reject(new Error('a refused restore needs no Payload')),
    s3: null,
  }).then(
    () => null,
    (error: unknown) => error,
  )
  expect(refused).toBeInstanceOf(BackupRefused)
  return (refused as BackupRefused).message
}

/**
 * The database's contents once its last answers' writes are in: read until two reads in a row agree
 * (instead of waiting a fixed time for what an answer writes after it is sent).
 */
async function settledContents(url: string): Promise<Record<string, string>> {
  await jobsSettled(url, 60_000)
  let last = await contentsOf(url)
  for (;;) {
    const now = await contentsOf(url)
    if (JSON.stringify(now) === JSON.stringify(last)) return now
    last = now
  }
}

const archiveIn = (output: string): string => {
  const where = /Backup written: (\S+) \(/.exec(output)?.[1]
  expect(where, output).toBeTruthy()
  return where!
}

/** What an instance answers to the public and to staff, with its own address taken out. */
async function answers(on: Site, paths: string[]): Promise<Record<string, unknown>> {
  const answered: Record<string, unknown> = {}
  for (const route of paths) {
    const response = route.startsWith('/api/admin') || route.startsWith('/api/donations') ? await on.staff(route) : await fetch(on.url(route))
    expect(response.status, route).toBe(200)
    // A campaign's days left are counted from the moment asked: not the archive's to keep.
    answered[route] = JSON.parse((await response.text()).replaceAll(on.stack.baseURL, 'SITE'), (key, value: unknown) => (key === 'days_left' ? undefined : value))
  }
  return answered
}

const bytesOf = async (url: string, init: RequestInit = {}): Promise<string> => {
  const response = await fetch(url, init)
  expect(response.status, url).toBe(200)
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex')
}

/** Records of many kinds on a site, through its API: what a restore must give back. */
async function fillSite(on: Site) {
  const token = { Authorization: `Bearer ${await signIn(on.stack)}` }
  const post = (route: string, body: unknown, staff = false) =>
    fetch(on.url(route), { method: 'POST', headers: { 'Content-Type': 'application/json', ...(staff ? token : {}) }, body: JSON.stringify(body) })
  const event = await post('/api/admin/events', eventInput(`Walk of light ${RUN}`), true)
  expect(event.status).toBe(201)
  const eventId = ((await event.json()) as { id: number }).id
  expect((await post(`/api/events/${eventId}/rsvp`, { name: 'Guest One', email: `guest-${RUN}@test.example.org` })).status).toBe(201)
  expect((await post('/api/contact', { name: 'Rosa', email: `rosa-${RUN}@test.example.org`, subject: 'Thank you', message: 'Your walk meant so much to us.' })).status).toBe(201)
  expect((await post('/api/sponsors/admin', { name: `Guardian ${RUN}`, amount_cents: 100_000, is_active: true }, true)).status).toBe(201)
  expect(
    (await post('/api/donations/mail-in', { amount_cents: 4_000, received_on: '2026-05-02', donor_name: 'Cy Do', donor_email: `cy-${RUN}@test.example.org`, check_number: '77' }, true)).status,
  ).toBe(201)
  expect((await fetch(on.url('/api/candles'), { method: 'POST' })).status).toBe(201)
  const campaign = await on.campaign()
  await on.cover(campaign.id)
  const remembrance = await on.leaveRemembrance(`shown-${RUN}@test.example.org`)
  await on.moderate(remembrance, 'published')
  const photo = await on.submitPhoto(`Kept safe ${RUN}`)
  await on.approvePhoto(photo)
  return { eventId, campaign, remembrance, photo }
}

type Filled = Awaited<ReturnType<typeof fillSite>>

const answered = (filled: Filled) => [
  '/api/events',
  `/api/events/${filled.eventId}`,
  '/api/gallery',
  '/api/sponsors',
  `/api/campaigns/${filled.campaign.slug}`,
  '/api/remembrances?limit=100',
  '/api/candles',
  `/api/admin/events/${filled.eventId}/attendees`,
  '/api/admin/messages',
  '/api/donations/list',
]

/** The bytes of the photos a visitor sees: the gallery photo, the campaign's cover, the remembrance's photo. */
async function photosOf(on: Site, filled: Filled): Promise<string[]> {
  const gallery = (await on.gallery()).find((p) => p.id === filled.photo)!
  const cover = (await on.publicCampaign(filled.campaign.slug)).cover!
  const shown = (await on.wall()).find((r) => r.id === filled.remembrance)!
  return Promise.all([gallery.url, cover, shown.photo_url!].map((url) => bytesOf(url)))
}

afterAll(async () => {
  for (const client of clients) client.destroy()
  for (const stack of stacks.reverse()) await stack.stop()
  for (const bucket of buckets) await bucket.stop()
  for (const name of databases) await query(onServer('postgres'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
  for (const made of folders) rmSync(made, { recursive: true, force: true })
})

describe('backups and the restore drill', () => {
  it('files on disk: backed up, restored into a fresh database and MEDIA_DIR, served the same; a changed archive is refused with nothing written', { timeout: 400_000 }, async () => {
    const jobBackups = folder('job')
    const original = await startStack({ RATE_LIMIT_PER_MINUTE: '1000', SCHEDULED_JOBS: 'false', BACKUP_KEY: KEY, BACKUP_DIR: jobBackups })
    stacks.push(original)
    const before = site(original, await signIn(original))
    const filled = await fillSite(before)
    const media = `${original.workDir}/media`
    await jobsSettled(original.databaseURL, 60_000)

    // The nightly job, as the runner runs it inside the production build.
    await queueTaskIn(original.databaseURL, 'backupNightly', {})
    await jobsSettled(original.databaseURL, 120_000)
    const made = readdirSync(jobBackups).filter((name) => name.endsWith('.fll'))
    expect(made).toHaveLength(1)
    expect((statSync(path.join(jobBackups, made[0]!)).mode & 0o777).toString(8)).toBe('600')
    const fromJob = await verifyArchive(createReadStream(path.join(jobBackups, made[0]!)), KEY)
    expect(fromJob.tables.find((table) => table.name === 'donations')?.rows).toBeGreaterThanOrEqual(1)
    expect(fromJob.files.map((file) => file.path).sort()).toEqual(Object.keys(filesUnder(media)).sort())
    const overview = (await (await before.staff('/api/admin/jobs')).json()) as { backup: { configured: boolean; overdue: boolean; last_success: { archive: string } | null } }
    expect(overview.backup).toMatchObject({ configured: true, overdue: false, last_success: { archive: made[0] } })

    // What the site answers, then the backup by hand (nothing touches the site after it, until it is compared).
    const expectedAnswers = await answers(before, answered(filled))
    const expectedPhotos = await photosOf(before, filled)
    const expectedContents = await settledContents(original.databaseURL)
    const backups = folder('disk')
    const backedUp = await npm('backup', [], { DATABASE_URL: original.databaseURL, MEDIA_DIR: media, BACKUP_DIR: backups })
    expect(backedUp.code, backedUp.output).toBe(0)
    const archive = archiveIn(backedUp.output)
    expect(path.dirname(archive)).toBe(backups)

    // A changed byte, an archive cut short, a wrong key: refused, and nothing written.
    const refusedDatabase = await emptyDatabase('refused')
    const refusedMedia = folder('refused-media')
    const bytes = readFileSync(archive)
    const changed = Buffer.from(bytes)
    changed[Math.floor(bytes.length / 2)]! ^= 0x01
    writeFileSync(path.join(backups, 'changed.fll'), changed)
    writeFileSync(path.join(backups, 'cut.fll'), bytes.subarray(0, bytes.length - 1_000))
    expect(await refusalOf(path.join(backups, 'changed.fll'), refusedDatabase, refusedMedia)).toContain(UNREADABLE)
    expect(await refusalOf(path.join(backups, 'cut.fll'), refusedDatabase, refusedMedia)).toContain(UNREADABLE)
    const wrongKey = await npm('restore', [archive], { DATABASE_URL: refusedDatabase, MEDIA_DIR: refusedMedia, BACKUP_KEY: 'not the key' })
    expect(wrongKey.code, wrongKey.output).toBe(2)
    expect(wrongKey.output).toContain(UNREADABLE)
    expect(wrongKey.output).toContain('Nothing was restored.')
    expect(await tablesIn(refusedDatabase)).toBe(0)
    expect(filesUnder(refusedMedia)).toEqual({})

    // The restore, into an empty database and an empty MEDIA_DIR.
    const restoredDatabase = await emptyDatabase('disk')
    const restoredMedia = folder('restored-media')
    const restored = await npm('restore', [archive], { DATABASE_URL: restoredDatabase, MEDIA_DIR: restoredMedia })
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toMatch(/Restored .* tables, .* rows, \d+ files/)
    expect(await contentsOf(restoredDatabase)).toEqual(expectedContents)
    expect(filesUnder(restoredMedia)).toEqual(filesUnder(media))

    // Restoring again over it is refused: it is not empty any more.
    const again = await refusalOf(archive, restoredDatabase, restoredMedia)
    expect(again).toContain('Nothing was restored: the database is not empty')
    expect(again).toContain('--force')

    // An app on what was restored answers the same, and serves the same bytes.
    const copy = await startStack({ DATABASE_URL: restoredDatabase, MEDIA_DIR: restoredMedia, RATE_LIMIT_PER_MINUTE: '1000', SCHEDULED_JOBS: 'false' })
    stacks.push(copy)
    const after = site(copy, await signIn(copy))
    expect(await answers(after, answered(filled))).toEqual(expectedAnswers)
    expect(await photosOf(after, filled)).toEqual(expectedPhotos)
  })

  it('files in a bucket: the archive kept in the bucket, restored into a new database and a new bucket, every object the same and as public as it was', { timeout: 400_000 }, async () => {
    const [bucket, newBucket] = await Promise.all([startFakeS3('site-media'), startFakeS3('restored-media')])
    buckets.push(bucket, newBucket)
    const [client, newClient] = [bucketClient(bucket), bucketClient(newBucket)]
    clients.push(client, newClient)
    // A CDN in front of the bucket (MEDIA_PUBLIC_URL): public records' objects are public-read.
    const original = await startStack({ ...bucketEnv(bucket, true), RATE_LIMIT_PER_MINUTE: '1000', SCHEDULED_JOBS: 'false' })
    stacks.push(original)
    await fillSite(site(original, await signIn(original)))
    const expectedContents = await settledContents(original.databaseURL)
    const mediaKeys = await bucketKeys(client, bucket)
    expect(mediaKeys.length).toBeGreaterThanOrEqual(4 + 3 + 2)

    const backedUp = await npm('backup', [], { DATABASE_URL: original.databaseURL, ...bucketEnv(bucket, true), BACKUP_S3_PREFIX: 'backups' })
    expect(backedUp.code, backedUp.output).toBe(0)
    const archive = archiveIn(backedUp.output)
    expect(archive).toMatch(/^s3:backups\/backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.fll$/)
    expect(backedUp.output).toContain(`${mediaKeys.length} files`)
    const key = archive.slice('s3:'.length)
    expect(await bucketKeys(client, bucket)).toEqual([...mediaKeys, key].sort())
    // Private, like every object the app uploads.
    expect((await anonymous(bucketUrl(bucket, key))).status).toBe(403)

    // The archive copied to the new bucket, as an operator would before restoring there.
    const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }))
    await newClient.send(new PutObjectCommand({ Bucket: newBucket.bucket, Key: key, Body: Buffer.from(await object.Body!.transformToByteArray()) }))

    const restoredDatabase = await emptyDatabase('bucket')
    const restored = await npm('restore', [`s3:${path.posix.basename(key)}`], { DATABASE_URL: restoredDatabase, ...bucketEnv(newBucket, true), BACKUP_S3_PREFIX: 'backups' })
    expect(restored.code, restored.output).toBe(0)
    expect(await contentsOf(restoredDatabase)).toEqual(expectedContents)
    expect(await bucketKeys(newClient, newBucket)).toEqual([...mediaKeys, key].sort())
    for (const mediaKey of mediaKeys) {
      const [was, is] = await Promise.all(
        [
          [client, bucket],
          [newClient, newBucket],
        ].map(async ([c, b]) => Buffer.from(await (await (c as S3Client).send(new GetObjectCommand({ Bucket: (b as FakeS3).bucket, Key: mediaKey }))).Body!.transformToByteArray())),
      )
      expect(is!.equals(was!), mediaKey).toBe(true)
      // Public-read again where it was (the restore set each public record's objects so), private elsewhere.
      expect((await anonymous(bucketUrl(newBucket, mediaKey))).status, mediaKey).toBe((await anonymous(bucketUrl(bucket, mediaKey))).status)
    }
  })
})
