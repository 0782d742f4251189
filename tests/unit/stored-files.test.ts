import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaStoragePlugins, objectKey } from '@/lib/media-storage'
import { isAlwaysPrivateKind, STORED_FILE_KINDS, storedFileKinds } from '@/lib/stored-files'

describe('where a stored file lives in the bucket', () => {
  it('is where the storage plugin reads it (its serve path), for every kind, prefix and object key', async () => {
    for (const kind of storedFileKinds) {
      for (const prefix of [null, '', STORED_FILE_KINDS[kind].prefix, 'older/place', '../up']) {
        for (const _objectKey of [null, 'k3y']) {
          const filename = 'cover-1-960x640.webp'
          // With the record in hand the plugin reads neither the request nor the collection.
          const args = { collectionPrefix: STORED_FILE_KINDS[kind].prefix, doc: { prefix, _objectKey }, filename } as unknown as Parameters<typeof getStorageFilePath>[0]
          expect(objectKey(kind, { prefix, _objectKey }, filename), `${kind} ${prefix} ${_objectKey}`).toBe(await getStorageFilePath(args))
        }
      }
    }
  })
})

describe('one storage path for every kind of uploaded file', () => {
  const configWith = (collection: CollectionConfig): Config => ({ collections: [collection] }) as Config
  const apply = (config: Config) => mediaStoragePlugins(null).reduce<Config>((current, plugin) => plugin(current) as Config, config)

  it('refuses an upload collection missing from the list', () => {
    expect(() => apply(configWith({ slug: 'letters', upload: true, fields: [] }))).toThrow(/"letters" is missing from STORED_FILE_KINDS/)
  })

  it('refuses a listed one without the status that says when its files are public', () => {
    expect(() => apply(configWith({ slug: 'campaign-images', upload: true, fields: [{ name: 'alt', type: 'text' }] }))).toThrow(/needs a status select/)
  })

  it('keeps an always-private kind (scholarship documents and letters) without a status that could make it public', () => {
    const status: Field = { name: 'status', type: 'select', options: ['pending', 'approved'] }
    expect(() => apply(configWith({ slug: 'scholarship-files', upload: true, fields: [status] }))).toThrow(/always private/)
    const [collection] = apply(configWith({ slug: 'scholarship-files', upload: true, fields: [] })).collections!
    expect(collection!.fields.find((field) => 'name' in field && field.name === 'prefix')).toMatchObject({ defaultValue: 'scholarships' })
    expect(isAlwaysPrivateKind('scholarship-files')).toBe(true)
    expect(isAlwaysPrivateKind('campaign-images')).toBe(false)
  })

  it('gives a listed one the storage columns, with its prefix', () => {
    const status: Field = { name: 'status', type: 'select', options: ['pending', 'approved'] }
    const [collection] = apply(configWith({ slug: 'remembrance-photos', upload: true, fields: [status] })).collections!
    const prefix = collection!.fields.find((field) => 'name' in field && field.name === 'prefix')
    expect(prefix).toMatchObject({ type: 'text', defaultValue: 'remembrances' })
    expect(collection!.fields.some((field) => 'name' in field && field.name === '_objectKey')).toBe(true)
  })
})
