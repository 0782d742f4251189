import 'server-only'

import { createReadStream, createWriteStream } from 'node:fs'
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { mediaS3Client, readS3Settings, type S3Settings } from '@/lib/media-storage'

import { archiveDate } from './names'
import { backupDir, BackupRefused, backupS3Prefix } from './settings'

/**
 * Where archives are kept: a folder (BACKUP_DIR), or a prefix of the media bucket
 * (BACKUP_S3_PREFIX). An archive appears there whole or not at all: on disk it is written under a
 * `.partial` name and renamed at the end; in the bucket a multipart upload shows nothing until it
 * completes.
 */
export interface Shelf {
  /** Where an archive is, as `npm run restore` takes it: a path, or `s3:<key>`. */
  where(name: string): string
  exists(name: string): Promise<boolean>
  /** Writes an archive; answers its size. */
  save(name: string, body: Readable): Promise<number>
  /** The archives' names (other files are never listed, so never pruned). */
  names(): Promise<string[]>
  remove(name: string): Promise<void>
  /** Reads an archive. */
  open(name: string): Promise<Readable>
}

/** Counts the bytes going by. */
function counter(): { stream: Transform; bytes: () => number } {
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, bytes: () => bytes }
}

export function folderShelf(dir: string): Shelf {
  return {
    where: (name) => path.join(dir, name),
    exists: async (name) => Boolean(await stat(path.join(dir, name)).catch(() => null)),
    async save(name, body) {
      // Only its owner reads it: the archive is encrypted, but its size and dates are the foundation's too.
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const partial = path.join(dir, `${name}.partial`)
      const count = counter()
      try {
        await pipeline(body, count.stream, createWriteStream(partial, { mode: 0o600, flags: 'wx' }))
        await chmod(partial, 0o600)
        await rename(partial, path.join(dir, name))
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
      return count.bytes()
    },
    names: async () => (await readdir(dir).catch(() => [] as string[])).filter((name) => archiveDate(name)).sort(),
    remove: (name) => rm(path.join(dir, name), { force: true }),
    open: async (name) => createReadStream(path.join(dir, name)),
  }
}

export function bucketShelf(settings: S3Settings, prefix: string, client: S3Client = mediaS3Client(settings)): Shelf {
  const key = (name: string) => (prefix ? `${prefix}/${name}` : name)
  return {
    where: (name) => `s3:${key(name)}`,
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key(name) }))
        return true
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 || (error as Error).name === 'NotFound') return false
        throw error
      }
    },
    async save(name, body) {
      const count = counter()
      const upload = new Upload({
        client,
        // 16 MiB parts (up to 160 GB in S3's 10,000 parts), two at a time: a bounded 32 MiB or so in memory.
        partSize: 16 << 20,
        queueSize: 2,
        params: { Bucket: settings.bucket, Key: key(name), Body: body.pipe(count.stream), ContentType: 'application/octet-stream' },
      })
      body.once('error', (error) => count.stream.destroy(error))
      await upload.done()
      return count.bytes()
    },
    async names() {
      const names: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix ? `${prefix}/` : undefined, ContinuationToken: token }))
        for (const object of page.Contents ?? []) {
          const name = prefix ? object.Key?.slice(prefix.length + 1) : object.Key
          if (name && !name.includes('/') && archiveDate(name)) names.push(name)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names.sort()
    },
    remove: async (name) => void (await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }))),
    async open(name) {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }))
      if (!object.Body) throw new Error(`The archive ${key(name)} has no body`)
      return object.Body as Readable
    },
  }
}

/** The shelf the settings name: BACKUP_S3_PREFIX in the media bucket, else BACKUP_DIR. */
export function configuredShelf(env: NodeJS.ProcessEnv = process.env): Shelf {
  const prefix = backupS3Prefix(env)
  if (!prefix) return folderShelf(backupDir(env))
  const s3 = readS3Settings(env)
  if (!s3) throw new BackupRefused('BACKUP_S3_PREFIX is a prefix in the media bucket: set S3_BUCKET (and its S3_* settings) too, or use BACKUP_DIR.')
  return bucketShelf(s3, prefix)
}
