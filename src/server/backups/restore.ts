import 'server-only'

import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import type { Migration, Payload } from 'payload'

import { byteSize } from '@/lib/byteSize'
import { readS3Settings, recordObjectKeys, type S3Settings, setObjectsAcl } from '@/lib/media-storage'
import { isAlwaysPrivateKind, isPublicFile, storedFileKinds } from '@/lib/stored-files'

import { type Manifest, openArchive, readArchive, verifyArchive } from './archive'
import { connectForBackup, copyInto, databaseContents, emptyDatabase, migratedTables, type NamedMigration, runMigrations, setSequences, suspendForeignKeys, truncateTables } from './database'
import { backupKey, BackupRefused, backupS3Prefix } from './settings'
import { bucketShelf } from './shelf'
import { emptyStore, type FileStore, restoredPath, someFiles } from './storage'

/*
 * A restore (npm run restore -- <archive>): the archive is read whole first, decrypted and checked
 * against its manifest, and only then is anything written: into an empty database (migrated to the
 * archive's own migrations, loaded and its sequences set in one transaction) and empty storage.
 * Then the migrations the code has since are applied, as the app's start would.
 */

export type RestoreReport = {
  manifest: Manifest
  tables: number
  rows: number
  files: number
  fileBytes: number
  /** Migrations applied after the load: the code is newer than the archive. */
  migrated: string[]
  /** With --force: what was deleted first. */
  emptied: { tables: number; files: number } | null
  seconds: number
}

export type RestoreOptions = {
  databaseUrl: string
  key: string
  /** Opens the archive (read twice: once to check it all, once to restore). */
  open: () => Promise<Readable>
  store: FileStore
  /** Empties a database or storage that is not empty, instead of refusing. */
  force: boolean
  /** The migrations of this code (src/migrations), oldest first. */
  migrations: NamedMigration[]
  /** Payload, started without its onInit (which would migrate and seed): for the migrations after the load. */
  payload: () => Promise<Payload>
  /** With MEDIA_PUBLIC_URL, public records' objects are made public-read again (a new bucket has none). */
  s3: S3Settings | null
  log?: (line: string) => void
}

const listed = (names: string[], most = 3) => `${names.slice(0, most).join(', ')}${names.length > most ? ', …' : ''}`

/** Refuses what is not empty, unless --force: then answers what is there, to be deleted. */
async function emptinessOf(client: Awaited<ReturnType<typeof connectForBackup>>, store: FileStore, force: boolean): Promise<{ database: boolean; tables: number; files: boolean }> {
  const contents = await databaseContents(client)
  const files = await someFiles(store)
  const databaseFull = contents.tables.length > 0 || contents.otherObjects > 0
  if (!force && (databaseFull || files.length)) {
    const what = [
      databaseFull
        ? `the database is not empty (${contents.tables.length ? `${contents.tables.length} tables: ${listed(contents.tables)}` : `${contents.otherObjects} types, functions or sequences`})`
        : '',
      files.length ? `the storage is not empty (${store.where} has ${listed(files)})` : '',
    ].filter(Boolean)
    throw new BackupRefused(
      `Nothing was restored: ${what.join(', and ')}. A restore writes only into an empty database and empty storage; run it again with --force to delete everything in them first.`,
    )
  }
  return { database: databaseFull, tables: contents.tables.length, files: files.length > 0 }
}

/** With MEDIA_PUBLIC_URL: every public record's objects public-read again (restored objects are private). */
async function reapplyPublicRead(payload: Payload, s3: S3Settings): Promise<number> {
  let made = 0
  for (const kind of storedFileKinds) {
    if (isAlwaysPrivateKind(kind)) continue
    for (let page = 1, more = true; more; page++) {
      const found = await payload.find({ collection: kind, depth: 0, limit: 100, page, sort: 'id', overrideAccess: true })
      more = found.hasNextPage
      for (const record of found.docs) {
        if (!isPublicFile(record)) continue
        await setObjectsAcl(s3, recordObjectKeys(kind, record), 'public-read')
        made++
      }
    }
  }
  return made
}

/**
 * What the archive's migrations are given as `payload`: they run inside the restore's own
 * transaction, where Payload's pool (another connection) cannot see the tables they make; none of
 * ours uses it, and one that did is refused plainly rather than half applied.
 */
const NO_PAYLOAD_IN_THE_TRANSACTION = new Proxy({} as Payload, {
  get: () => {
    throw new Error('A migration that uses the Payload API cannot run inside a restore: use its `db` (SQL) instead.')
  },
})

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const started = performance.now()
  const log = options.log ?? (() => undefined)
  // 1. The whole archive, decrypted and checked, before anything is written.
  const manifest = await verifyArchive(await options.open(), options.key)
  const known = new Map(options.migrations.map((migration) => [migration.name, migration]))
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length) {
    throw new BackupRefused(
      `Nothing was restored: this backup was made by a newer version of the site (${manifest.app_version}), with migrations this version does not have (${listed(unknown)}). Restore it with that version or a later one.`,
    )
  }
  log(`Checked ${manifest.tables.length} tables and ${manifest.files.length} files against the manifest (made ${manifest.created_at}, version ${manifest.app_version}).`)

  const step = (what: string) => log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  const client = await connectForBackup(options.databaseUrl)
  const written: string[] = []
  try {
    const found = await emptinessOf(client, options.store, options.force)
    step('Checked that the database and the storage are empty')
    let forced: RestoreReport['emptied'] = null
    if (found.database || found.files) {
      if (found.database) await emptyDatabase(client)
      forced = { tables: found.tables, files: found.files ? await emptyStore(options.store) : 0 }
      log(`--force: deleted ${forced.tables} tables and everything else of the public schema, and ${forced.files} files of ${options.store.where}.`)
    }

    // 2. In one transaction: the archive's migrations, its rows, its sequences.
    await client.query('BEGIN')
    try {
      await runMigrations(
        client,
        manifest.migrations.map((name) => known.get(name)!),
        NO_PAYLOAD_IN_THE_TRANSACTION,
      )
      step(`Migrated the empty database to ${manifest.migration}`)
      const present = new Map((await migratedTables(client)).map((table) => [table.name, new Set(table.columns)]))
      for (const table of manifest.tables) {
        const columns = present.get(table.name)
        const missing = columns ? table.columns.filter((column) => !columns.has(column)) : table.columns
        if (!columns || missing.length)
          throw new BackupRefused(`Nothing was restored: the table ${table.name}${columns ? `'s columns ${listed(missing)} are` : ' is'} not in the database migrated to ${manifest.migration}.`)
      }
      const restoreKeys = await suspendForeignKeys(client)
      await truncateTables(
        client,
        manifest.tables.map((table) => table.name),
      )
      await readArchive(
        await openArchive(await options.open(), options.key),
        async (header, body) => {
          if (header.type === 'table') return copyInto(client, header, body)
          const target = restoredPath(header, manifest.storage, options.store.kind)
          written.push(target)
          await options.store.write({ path: target, kind: header.kind, content_type: header.content_type }, body)
        },
        manifest,
      )
      step('Loaded the rows and wrote the files')
      await restoreKeys()
      await setSequences(client, manifest.sequences)
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      for (const target of written) await options.store.remove(target).catch(() => undefined)
      log('Undone: nothing of the archive was kept (the database rolled back, the files written deleted).')
      throw error
    }
    log(`Restored ${manifest.tables.length} tables and ${manifest.files.length} files (${byteSize(manifest.files.reduce((sum, file) => sum + file.size, 0))}).`)

    await client.end()
    // 3. The code's later migrations, as the app's start would apply them, and public objects made
    // public again: through Payload, loaded only now (and only if needed), once the restore is committed.
    const migrated = options.migrations.map((migration) => migration.name).filter((name) => !manifest.migrations.includes(name))
    const publicRead = Boolean(options.s3?.publicUrl && options.store.kind === 's3')
    if (migrated.length || publicRead) {
      const payload = await options.payload()
      step('Loaded the site’s configuration')
      if (migrated.length) await payload.db.migrate({ migrations: options.migrations as unknown as Migration[] })
      if (publicRead) log(`Made the objects of ${await reapplyPublicRead(payload, options.s3!)} public records public-read (MEDIA_PUBLIC_URL).`)
    }

    return {
      manifest,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.length,
      fileBytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
      migrated,
      emptied: forced,
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

const AGE_MAGIC = 'age-encryption.org/v1\n'

/** Refuses a file that is not there or is no archive at all, before any decryption. */
async function checkLooksLikeArchive(file: string, shown: string): Promise<void> {
  const handle = await open(file, 'r').catch(() => null)
  if (!handle) throw new BackupRefused(`There is no archive at ${shown}.`)
  try {
    const start = Buffer.alloc(AGE_MAGIC.length)
    const { bytesRead } = await handle.read(start, 0, start.length, 0)
    if (start.subarray(0, bytesRead).toString('latin1') !== AGE_MAGIC) throw new BackupRefused(`${shown} is not a backup archive (it is not an encrypted archive of this site).`)
  } finally {
    await handle.close()
  }
}

export type ArchiveAtHand = { file: string; shown: string; done: () => Promise<void> }

/**
 * The archive `npm run restore` was given, as a local file: a path, or `s3:<key>` (a name alone is
 * looked for under BACKUP_S3_PREFIX), downloaded once to a temporary file (still encrypted).
 */
export async function archiveAtHand(target: string): Promise<ArchiveAtHand> {
  if (!target.startsWith('s3:')) {
    const file = path.resolve(target)
    await checkLooksLikeArchive(file, target)
    return { file, shown: target, done: async () => undefined }
  }
  const s3 = readS3Settings()
  if (!s3) throw new BackupRefused('An s3: archive is read from the media bucket: set S3_BUCKET (and its S3_* settings).')
  const given = target.slice(3).replace(/^\/+/, '')
  const prefix = backupS3Prefix()
  const key = prefix && !given.includes('/') ? `${prefix}/${given}` : given
  const folder = await mkdtemp(path.join(tmpdir(), 'fll-restore-'))
  const file = path.join(folder, 'archive.fll')
  const done = () => rm(folder, { recursive: true, force: true })
  try {
    const slash = key.lastIndexOf('/')
    const shelf = bucketShelf(s3, key.slice(0, Math.max(0, slash)))
    const name = key.slice(slash + 1)
    if (!(await shelf.exists(name))) throw new BackupRefused(`There is no archive at s3:${key} in the bucket ${s3.bucket}.`)
    await pipeline(await shelf.open(name), createWriteStream(file, { mode: 0o600 }))
    await checkLooksLikeArchive(file, `s3:${key}`)
    return { file, shown: `s3:${key}`, done }
  } catch (error) {
    await done()
    throw error
  }
}

/** The key a restore needs: BACKUP_KEY, the one the archive was made with. */
export function restoreKey(): string {
  const key = backupKey()
  if (!key) throw new BackupRefused('Set BACKUP_KEY to the key the backup was made with: an archive cannot be read without it.')
  return key
}

export const openFile = (file: string) => async (): Promise<Readable> => createReadStream(file)

/** The report, in a few lines. */
export function describeRestore(report: RestoreReport, shown: string): string {
  const { manifest } = report
  const lines = [
    `Restored ${shown} (made ${manifest.created_at} by version ${manifest.app_version}, migration ${manifest.migration ?? 'none'}) in ${report.seconds.toFixed(1)} s: ${report.tables} tables, ${report.rows.toLocaleString('en-US')} rows, ${report.files} files (${byteSize(report.fileBytes)}).`,
    report.migrated.length ? `Then applied ${report.migrated.length} newer migrations of this version (the last: ${report.migrated.at(-1)}).` : 'The database is at this version’s last migration.',
    'Start the app now. Pages cached in Redis (REDIS_URL) show the restored content within five minutes, or at once after POST /api/admin/cache/purge.',
  ]
  return lines.join('\n')
}
