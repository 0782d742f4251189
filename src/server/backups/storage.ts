import 'server-only'

import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, type S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { mediaS3Client, type S3Settings } from '@/lib/media-storage'
import { STORED_FILE_KINDS, type StoredFileKind, storedFileKinds } from '@/lib/stored-files'

import type { FileHeader, FileSummary } from './archive'
import { BackupRefused } from './settings'

/*
 * The stored files of a backup: every kind's folder under MEDIA_DIR (src/lib/stored-files.ts), or
 * every object of the bucket with S3_BUCKET (but the archives under BACKUP_S3_PREFIX), through the
 * app's own S3 client and settings (src/lib/media-storage.ts).
 */

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.pdf': 'application/pdf', '.csv': 'text/csv' }
const contentTypeOf = (name: string): string => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'

export type StoredFile = Omit<FileHeader, 'type'>

export interface FileStore {
  readonly kind: 'disk' | 's3'
  /** Where it is, for messages: `MEDIA_DIR /srv/media` or `the bucket foundation-media`. */
  readonly where: string
  /** Every stored file, sorted. */
  list(): AsyncGenerator<StoredFile>
  /** Reads one file, with its content type as stored; null when it is gone (deleted since it was listed). */
  read(file: StoredFile): Promise<{ body: Readable; contentType: string } | null>
  /** Writes one file (never over another: a restore writes only into empty storage). */
  write(file: StoredFile, body: AsyncIterable<Buffer>): Promise<void>
  remove(filePath: string): Promise<void>
}

/** The kind an object key belongs to: the kind whose prefix it starts with, or the gallery's bare keys. */
export function kindOfKey(key: string): StoredFileKind {
  const first = key.split('/')[0]
  return storedFileKinds.find((kind) => STORED_FILE_KINDS[kind].prefix && STORED_FILE_KINDS[kind].prefix === first) ?? 'gallery-photos'
}

/** A stored path from an archive, refused if it could leave the storage's root (`..`, absolute). */
function safePath(filePath: string): string {
  const segments = filePath.split('/')
  if (!filePath || filePath.startsWith('/') || segments.some((segment) => !segment || segment === '.' || segment === '..' || segment.includes('\\'))) {
    throw new BackupRefused(`This backup names a file outside the storage ("${filePath}"): it was not made by this site.`)
  }
  return filePath
}

/**
 * Where a file of an archive goes in the storage being restored: the same path when both are of
 * one kind; across kinds (a backup from disk restored onto a bucket, or back), the kind's folder
 * on disk or its key prefix in the bucket, with the file's name.
 */
export function restoredPath(file: Pick<FileSummary, 'path' | 'kind'>, from: 'disk' | 's3', to: 'disk' | 's3'): string {
  safePath(file.path)
  if (from === to) return file.path
  const kind = (file.kind && file.kind in STORED_FILE_KINDS ? file.kind : from === 's3' ? kindOfKey(file.path) : null) as StoredFileKind | null
  const name = path.posix.basename(file.path)
  if (!kind) return file.path
  if (to === 'disk') return `${STORED_FILE_KINDS[kind].folder}/${name}`
  const prefix = STORED_FILE_KINDS[kind].prefix
  return prefix ? `${prefix}/${name}` : name
}

/** Files on disk: MEDIA_DIR/<folder>/… for every stored kind (nothing else of MEDIA_DIR). */
export function diskStore(root: string, skip: string | null = null): FileStore {
  const kindOfFolder = new Map(storedFileKinds.map((kind) => [STORED_FILE_KINDS[kind].folder, kind]))
  async function* walk(relative: string): AsyncGenerator<string> {
    const full = path.join(root, relative)
    if (skip && (full === skip || full.startsWith(`${skip}${path.sep}`))) return
    const entries = await readdir(full, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) yield* walk(child)
      else if (entry.isFile()) yield child
    }
  }
  return {
    kind: 'disk',
    where: `MEDIA_DIR ${root}`,
    async *list() {
      for (const folder of [...kindOfFolder.keys()].sort()) {
        for await (const filePath of walk(folder)) yield { path: filePath, kind: kindOfFolder.get(folder)!, content_type: contentTypeOf(filePath) }
      }
    },
    async read(file) {
      const full = path.join(root, safePath(file.path))
      return (await stat(full).catch(() => null)) ? { body: createReadStream(full), contentType: file.content_type } : null
    },
    async write(file, body) {
      const target = path.join(root, safePath(file.path))
      await mkdir(path.dirname(target), { recursive: true })
      // 'wx': never over a file already there.
      const handle = await open(target, 'wx')
      await pipeline(body, handle.createWriteStream())
    },
    async remove(filePath) {
      await rm(path.join(root, safePath(filePath)), { force: true })
    },
  }
}

/** Objects of the bucket, but those under `skipPrefix` (the archives, with BACKUP_S3_PREFIX). */
export function bucketStore(settings: S3Settings, skipPrefix: string | null = null, client: S3Client = mediaS3Client(settings)): FileStore {
  const skipped = (key: string) => Boolean(skipPrefix) && key.startsWith(`${skipPrefix}/`)
  return {
    kind: 's3',
    where: `the bucket ${settings.bucket}`,
    async *list() {
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }))
        for (const object of page.Contents ?? []) {
          const key = object.Key
          if (!key || key.endsWith('/') || skipped(key)) continue
          yield { path: key, kind: kindOfKey(key), content_type: contentTypeOf(key) }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async read(file) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: file.path }))
        return object.Body ? { body: object.Body as Readable, contentType: object.ContentType || file.content_type } : null
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async write(file, body) {
      // Multipart past 5 MiB, so a file of any size goes through in parts; private, as the app uploads.
      await new Upload({ client, params: { Bucket: settings.bucket, Key: safePath(file.path), Body: Readable.from(body), ContentType: file.content_type } }).done()
    },
    async remove(filePath) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: filePath }))
    },
  }
}

/** Whether a store holds no file: its first few (up to `sample`) and whether there are any. */
export async function someFiles(store: FileStore, sample = 3): Promise<string[]> {
  const found: string[] = []
  for await (const file of store.list()) {
    found.push(file.path)
    if (found.length >= sample) break
  }
  return found
}

/** Deletes every file of a store (a restore's --force); answers how many. */
export async function emptyStore(store: FileStore): Promise<number> {
  const paths: string[] = []
  for await (const file of store.list()) paths.push(file.path)
  for (let at = 0; at < paths.length; at += 16) await Promise.all(paths.slice(at, at + 16).map((filePath) => store.remove(filePath)))
  return paths.length
}
