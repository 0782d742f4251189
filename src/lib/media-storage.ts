import { PutObjectAclCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionAfterChangeHook, Plugin } from 'payload'

import type { GalleryPhoto } from '@/payload-types'

/** The upload collection whose files go to the bucket. */
const MEDIA_COLLECTION = 'gallery-photos'

export type S3Settings = {
  bucket: string
  client: S3ClientConfig
  /** Where a CDN serves the bucket's public-read objects (`${publicUrl}/<object key>`), if anywhere. */
  publicUrl: string | null
}

const isTrue = (value: string) => /^(1|true|yes)$/i.test(value.trim())

function httpAddress(name: string, value: string): string {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute http(s) address, not "${value}".`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${name} must be an http(s) address.`)
  return value.replace(/\/+$/, '')
}

/** The S3 settings from the environment, or null when media stays on local disk (no S3_BUCKET). */
export function readS3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() ? httpAddress('S3_ENDPOINT', env.S3_ENDPOINT.trim()) : undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credential chain).')
  }
  return {
    bucket,
    client: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      // S3-compatible servers (MinIO, s3rver, …) usually want /bucket/key rather than bucket.host/key.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? isTrue(env.S3_FORCE_PATH_STYLE) : Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // The SDK's default (WHEN_SUPPORTED) sends streamed bodies as aws-chunked with a checksum
      // trailer, which many S3-compatible servers store as the object's bytes or refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
    publicUrl: env.MEDIA_PUBLIC_URL?.trim() ? httpAddress('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL.trim()) : null,
  }
}

let settings: S3Settings | null | undefined
/** This process's S3 settings (read once). */
export const s3Settings = (): S3Settings | null => (settings === undefined ? (settings = readS3Settings()) : settings)

let client: S3Client | undefined
/** Our own client for what the storage plugin does not do (ACLs, the staff area's signed reads). */
export function mediaS3Client(current: S3Settings): S3Client {
  client ??= new S3Client(current.client)
  return client
}

type StoredPhoto = Pick<GalleryPhoto, 'filename' | 'sizes' | 'prefix' | '_objectKey'>

/** Where one file of a photo lives in the bucket: the storage plugin's `prefix/_objectKey/filename`. */
export const objectKey = (photo: StoredPhoto, filename: string): string =>
  [photo.prefix, photo._objectKey, filename]
    .flatMap((part) => (part ?? '').split('/'))
    .filter((segment) => segment && segment !== '.' && segment !== '..')
    .join('/')

/** The object keys of a photo: the re-encoded original and every size. */
export const photoObjectKeys = (photo: StoredPhoto): string[] =>
  [photo.filename, ...Object.values(photo.sizes ?? {}).map((size) => size?.filename)]
    .filter((name): name is string => Boolean(name))
    .map((name) => objectKey(photo, name))

async function setAcl(current: S3Settings, keys: string[], acl: 'public-read' | 'private'): Promise<void> {
  const s3 = mediaS3Client(current)
  await Promise.all(keys.map((Key) => s3.send(new PutObjectAclCommand({ Bucket: current.bucket, Key, ACL: acl }))))
}

/**
 * With a CDN (MEDIA_PUBLIC_URL), an approved photo's objects are public-read and every other
 * photo's stay private. Runs after the storage plugin's own afterChange hook, which uploads the
 * files (private, the bucket's default); rejection deletes them through the plugin's afterDelete.
 */
const publicReadWhileApproved =
  (current: S3Settings): CollectionAfterChangeHook<GalleryPhoto> =>
  async ({ doc, previousDoc, operation, req }) => {
    const isPublic = doc.status === 'approved'
    const wasPublic = operation === 'update' && previousDoc?.status === 'approved'
    const newFiles = operation === 'create' || Boolean(req.file) || previousDoc?.filename !== doc.filename
    if (isPublic === wasPublic && !(isPublic && newFiles)) return doc
    const keys = photoObjectKeys(doc)
    try {
      await setAcl(current, keys, isPublic ? 'public-read' : 'private')
    } catch (error) {
      // The change is rolled back; no object of a photo that is not approved may stay public.
      if (isPublic) await setAcl(current, keys, 'private').catch(() => {})
      throw error
    }
    return doc
  }

const withPublicReadHook =
  (current: S3Settings): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collection.slug !== MEDIA_COLLECTION
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), publicReadWhileApproved(current)],
            },
          },
    ),
  })

/**
 * The Payload plugins that keep gallery photos in S3 when S3_BUCKET is set. Without it the
 * storage plugin is off and files stay in MEDIA_DIR, but it still adds its two columns (`prefix`,
 * `_objectKey`), so both set-ups share one schema and one set of migrations. Objects are uploaded
 * private; Payload's file route (/cms/api/gallery-photos/file/…) checks read access and streams
 * them from the bucket.
 */
export function mediaStoragePlugins(current: S3Settings | null = s3Settings()): Plugin[] {
  return [
    s3Storage({
      enabled: Boolean(current),
      alwaysInsertFields: true,
      bucket: current?.bucket ?? '',
      config: current?.client ?? {},
      // Keys are bare file names. An explicit (empty) prefix, because only then does the enabled
      // plugin add its `prefix` column too (alwaysInsertFields alone does so only while disabled).
      collections: { [MEDIA_COLLECTION]: { prefix: '' } },
    }),
    // After s3Storage, so its hook runs after the plugin's upload hook.
    ...(current?.publicUrl ? [withPublicReadHook(current)] : []),
  ]
}
