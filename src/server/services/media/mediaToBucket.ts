import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { HeadObjectCommand, NotFound, PutObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { mediaS3Client, objectKey, type S3Settings, setObjectsAcl, storedFilenames } from '@/lib/media-storage'
import { mediaRoot } from '@/lib/paths'
import { isPublicFile, STORED_FILE_KINDS, type StoredFileKind, storedFileKinds } from '@/lib/stored-files'

import { contentTypeOf } from '../../media'

export type KindCopied = { kind: StoredFileKind; copied: number; alreadyThere: number; missing: string[] }

const PAGE = 100

async function inBucket(current: S3Settings, Key: string): Promise<boolean> {
  try {
    await mediaS3Client(current).send(new HeadObjectCommand({ Bucket: current.bucket, Key }))
    return true
  } catch (error) {
    if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false
    throw error
  }
}

/**
 * Copies the files of every stored kind (src/lib/stored-files.ts) that this instance kept on its
 * disk (MEDIA_DIR/<folder>) to the bucket, at the keys the storage plugin reads them from, for
 * every record in the database. A file already in the bucket is left alone, so a second run (or a
 * run on another instance's disk) copies only what is still missing. With MEDIA_PUBLIC_URL, each
 * record's objects are then public-read or private as the record is public or not.
 */
export async function copyLocalFilesToBucket(payload: Payload, current: S3Settings, root: string = mediaRoot()): Promise<KindCopied[]> {
  const s3 = mediaS3Client(current)
  const report: KindCopied[] = []
  for (const kind of storedFileKinds) {
    const counts: KindCopied = { kind, copied: 0, alreadyThere: 0, missing: [] }
    for (let page = 1, more = true; more; page++) {
      const found = await payload.find({ collection: kind, depth: 0, limit: PAGE, page, sort: 'id', overrideAccess: true })
      more = found.hasNextPage
      for (const record of found.docs) {
        const keys: string[] = []
        for (const filename of storedFilenames(record)) {
          const Key = objectKey(kind, record, filename)
          if (await inBucket(current, Key)) {
            counts.alreadyThere++
            keys.push(Key)
            continue
          }
          const file = path.join(root, STORED_FILE_KINDS[kind].folder, path.basename(filename))
          const body = await readFile(file).catch(() => null)
          if (!body) {
            counts.missing.push(path.basename(filename))
            continue
          }
          await s3.send(new PutObjectCommand({ Bucket: current.bucket, Key, Body: body, ContentType: contentTypeOf(filename) }))
          counts.copied++
          keys.push(Key)
        }
        if (current.publicUrl && keys.length) await setObjectsAcl(current, keys, isPublicFile(record) ? 'public-read' : 'private')
      }
    }
    report.push(counts)
  }
  return report
}

/** One line a kind: what was copied, what was there already, and what this disk does not have. */
export const describeCopy = (report: KindCopied[]): string =>
  report
    .map(({ kind, copied, alreadyThere, missing }) => {
      const line = `${kind}: ${copied} copied, ${alreadyThere} already in the bucket, ${missing.length} not on this disk`
      return missing.length ? `${line} (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})` : line
    })
    .join('\n')
