import 'server-only'

import { byteSize } from '@/lib/byteSize'
import { siteTimeZone } from '@/lib/dates'
import { readS3Settings } from '@/lib/media-storage'
import { mediaRoot } from '@/lib/paths'

import packageJson from '../../../package.json'

import { ARCHIVE_FORMAT, type ArchiveEntry, encodeArchive, type Manifest, sealArchive } from './archive'
import { connectForBackup, openSnapshot } from './database'
import { archiveDate, archiveName } from './names'
import { archivesToKeep } from './retention'
import { backupDir, backupKey, BackupRefused, backupS3Prefix } from './settings'
import { configuredShelf, type Shelf } from './shelf'
import { bucketStore, diskStore, type FileStore } from './storage'

export type BackupReport = {
  /** The archive's name, and where it is as `npm run restore` takes it. */
  name: string
  where: string
  bytes: number
  tables: number
  rows: number
  files: number
  fileBytes: number
  migration: string | null
  seconds: number
  /** Older archives deleted by the retention rule. */
  pruned: string[]
}

export type BackupOptions = {
  databaseUrl: string
  key: string
  shelf: Shelf
  store: FileStore
  now?: Date
  /** scrypt's work factor (tests); age's 18 otherwise. */
  workFactor?: number
  /** The retention rule's days, weeks and months are SITE_TIME_ZONE's. */
  timeZone?: string
  prune?: boolean
}

/** A name no archive has yet (a second backup in the same second gets `-2`). */
async function freeName(shelf: Shelf, now: Date): Promise<string> {
  for (let copy = 1; ; copy++) {
    const name = archiveName(now, copy)
    if (!(await shelf.exists(name))) return name
  }
}

/**
 * Deletes the archives the retention rule (src/server/backups/retention.ts) does not keep; other
 * files of the folder or prefix are never touched. Answers the names deleted.
 */
export async function pruneArchives(shelf: Shelf, timeZone: string = siteTimeZone()): Promise<string[]> {
  const byDate = new Map<Date, string>()
  for (const name of await shelf.names()) byDate.set(archiveDate(name)!, name)
  const kept = new Set(archivesToKeep([...byDate.keys()], timeZone))
  const pruned = [...byDate].filter(([date]) => !kept.has(date)).map(([, name]) => name)
  for (const name of pruned) await shelf.remove(name)
  return pruned
}

/**
 * One backup: the database (every table of the public schema from one snapshot, as COPY text),
 * then every stored file, then the manifest, compressed and encrypted with `key` into one archive
 * on `shelf`, streamed from end to end. Then, with `prune`, older archives past the retention rule
 * go. A failure leaves no archive behind (nor deletes any).
 */
export async function makeBackup(options: BackupOptions): Promise<BackupReport> {
  const started = performance.now()
  const now = options.now ?? new Date()
  const name = await freeName(options.shelf, now)
  const client = await connectForBackup(options.databaseUrl)
  let manifest: Manifest | undefined
  let bytes: number
  try {
    const snapshot = await openSnapshot(client)
    const { store } = options
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield* snapshot.entries()
      // The files after the database: each one a record of the snapshot names is there (unless deleted since).
      await snapshot.close()
      for await (const file of store.list()) {
        const opened = await store.read(file)
        if (opened) yield { header: { type: 'file', ...file, content_type: opened.contentType }, body: opened.body }
      }
    }
    const plain = encodeArchive(entries(), ({ tables, files }) => {
      manifest = {
        format: ARCHIVE_FORMAT,
        created_at: now.toISOString(),
        app_version: packageJson.version,
        migration: snapshot.migrations.at(-1) ?? null,
        migrations: snapshot.migrations,
        postgres_version: snapshot.postgresVersion,
        storage: store.kind,
        sequences: snapshot.sequences,
        tables,
        files,
      }
      return manifest
    })
    bytes = await options.shelf.save(name, await sealArchive(plain, options.key, { workFactor: options.workFactor }))
  } finally {
    await client.end().catch(() => undefined)
  }
  if (!manifest) throw new Error('The backup ended before its manifest')
  const pruned = options.prune === false ? [] : await pruneArchives(options.shelf, options.timeZone)
  return {
    name,
    where: options.shelf.where(name),
    bytes,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    fileBytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
    migration: manifest.migration,
    seconds: (performance.now() - started) / 1000,
    pruned,
  }
}

/** The files this process's settings keep: the media bucket's objects (but the archives), or MEDIA_DIR's. */
export function configuredStore(env: NodeJS.ProcessEnv = process.env): FileStore {
  const s3 = readS3Settings(env)
  return s3 ? bucketStore(s3, backupS3Prefix(env)) : diskStore(mediaRoot(), backupS3Prefix(env) ? null : backupDir(env))
}

/** A backup with this process's settings (npm run backup, the nightly job). Refused without BACKUP_KEY. */
export async function backupNow(now: Date = new Date()): Promise<BackupReport> {
  const key = backupKey()
  if (!key) throw new BackupRefused('BACKUP_KEY is not set: no backup is made without it (docs/operations.md, "Backups and restore").')
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new BackupRefused('DATABASE_URL is not set.')
  return makeBackup({ databaseUrl, key, shelf: configuredShelf(), store: configuredStore(), now, timeZone: siteTimeZone() })
}

/** The report as one line, and the archives pruned. */
export function describeBackup(report: BackupReport): string {
  const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
  const lines = [
    `Backup written: ${report.where} (${byteSize(report.bytes)}, ${report.seconds.toFixed(1)} s): ${count(report.tables, 'table')}, ${count(report.rows, 'row')}, ${count(report.files, 'file')} (${byteSize(report.fileBytes)}); migration ${report.migration ?? 'none'}.`,
  ]
  if (report.pruned.length) lines.push(`Deleted ${count(report.pruned.length, 'older archive')} past the retention (7 daily, 4 weekly, 12 monthly): ${report.pruned.join(', ')}.`)
  return lines.join('\n')
}
