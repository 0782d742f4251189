import { PutObjectAclCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionAfterChangeHook, Plugin, TypeWithID } from 'payload'

import { isAlwaysPrivateKind, isPublicFile, isStoredFileKind, STORED_FILE_KINDS, type StoredFileKind, storedFileKinds } from './stored-files'

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

/** One stored file of a record: its name, and Payload's address for it. */
export type StoredFile = { filename?: string | null; url?: string | null }

/** What locates a stored record's files: their names, and the storage plugin's `prefix` and `_objectKey`. */
export type StoredRecord = StoredFile & {
  sizes?: { [size: string]: StoredFile | undefined } | null
  prefix?: string | null
  _objectKey?: string | null
  status?: string | null
}

const segments = (...parts: (string | null | undefined)[]): string[] => parts.flatMap((part) => (part ?? '').split('/')).filter((segment) => segment && segment !== '.' && segment !== '..')

/**
 * Where one file of a record lives in the bucket, as the storage plugin puts it: the record's own
 * `prefix/_objectKey`, or the kind's prefix when the record has none, then the file name.
 */
export function objectKey(kind: StoredFileKind, record: StoredRecord, filename: string): string {
  const own = segments(record.prefix, record._objectKey)
  return [...(own.length ? own : segments(STORED_FILE_KINDS[kind].prefix)), ...segments(filename)].join('/')
}

/** The file names of a record: the re-encoded original and every size. */
export const storedFilenames = (record: StoredRecord): string[] => [record.filename, ...Object.values(record.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))

/** The object keys of a record's files. */
export const recordObjectKeys = (kind: StoredFileKind, record: StoredRecord): string[] => storedFilenames(record).map((name) => objectKey(kind, record, name))

export async function setObjectsAcl(current: S3Settings, keys: string[], acl: 'public-read' | 'private'): Promise<void> {
  const s3 = mediaS3Client(current)
  await Promise.all(keys.map((Key) => s3.send(new PutObjectAclCommand({ Bucket: current.bucket, Key, ACL: acl }))))
}

/**
 * With a CDN (MEDIA_PUBLIC_URL), a public record's objects are public-read and every other
 * record's stay private (src/lib/stored-files.ts says which are public). Runs after the storage
 * plugin's own afterChange hook, which uploads the files (private, the bucket's default); deleting
 * a record deletes them through the plugin's afterDelete.
 */
const publicReadWhilePublic =
  (current: S3Settings, kind: StoredFileKind): CollectionAfterChangeHook<StoredRecord & TypeWithID> =>
  async ({ doc, previousDoc, operation, req }) => {
    const isPublic = isPublicFile(doc)
    const wasPublic = operation === 'update' && Boolean(previousDoc) && isPublicFile(previousDoc)
    const newFiles = operation === 'create' || Boolean(req.file) || previousDoc?.filename !== doc.filename
    if (isPublic === wasPublic && !(isPublic && newFiles)) return doc
    const keys = recordObjectKeys(kind, doc)
    try {
      await setObjectsAcl(current, keys, isPublic ? 'public-read' : 'private')
    } catch (error) {
      // The change is rolled back; no object of a record that is not public may stay public.
      if (isPublic) await setObjectsAcl(current, keys, 'private').catch(() => {})
      throw error
    }
    return doc
  }

const withPublicReadHooks =
  (current: S3Settings): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      !isStoredFileKind(collection.slug)
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), publicReadWhilePublic(current, collection.slug)],
            },
          },
    ),
  })

/**
 * Refuses a config with an upload collection that is not in STORED_FILE_KINDS (its files would
 * stay on one instance's disk), or one without the `status` that says whether its files are public
 * (an always-private kind has none: nothing may make it public).
 */
const everyUploadStored: Plugin = (config) => {
  for (const collection of config.collections ?? []) {
    if (!collection.upload) continue
    if (!isStoredFileKind(collection.slug)) {
      throw new Error(`The upload collection "${collection.slug}" is missing from STORED_FILE_KINDS (src/lib/stored-files.ts).`)
    }
    if (isAlwaysPrivateKind(collection.slug)) {
      if (collection.fields.some((field) => 'name' in field && field.name === 'status')) {
        throw new Error(`The upload collection "${collection.slug}" is always private: it may not have a status that could make it public.`)
      }
      continue
    }
    const status = collection.fields.find((field) => 'name' in field && field.name === 'status')
    if (!status || status.type !== 'select' || !status.options.some((option) => (typeof option === 'string' ? option : option.value) === 'approved')) {
      throw new Error(`The upload collection "${collection.slug}" needs a status select with "approved" (what makes its files public).`)
    }
  }
  return config
}

/**
 * The Payload plugins that keep every kind of uploaded file (src/lib/stored-files.ts) in S3 when
 * S3_BUCKET is set. Without it the storage plugin is off and files stay in MEDIA_DIR, but it still
 * adds its two columns (`prefix`, `_objectKey`), so both set-ups share one schema and one set of
 * migrations. Objects are uploaded private; Payload's file route (/cms/api/<collection>/file/…)
 * checks read access and streams them from the bucket, and the app's own routes read them with
 * src/server/media.ts.
 */
export function mediaStoragePlugins(current: S3Settings | null = s3Settings()): Plugin[] {
  return [
    everyUploadStored,
    s3Storage({
      enabled: Boolean(current),
      alwaysInsertFields: true,
      bucket: current?.bucket ?? '',
      config: current?.client ?? {},
      // An explicit prefix for each, even the gallery's empty one: only then does the enabled plugin
      // add its `prefix` column too (alwaysInsertFields alone does so only while disabled).
      collections: Object.fromEntries(storedFileKinds.map((kind) => [kind, { prefix: STORED_FILE_KINDS[kind].prefix }])),
    }),
    // After s3Storage, so these hooks run after the plugin's upload hook.
    ...(current?.publicUrl ? [withPublicReadHooks(current)] : []),
  ]
}
