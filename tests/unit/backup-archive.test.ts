import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'

import { Decrypter, Encrypter } from 'age-encryption'
import { describe, expect, it } from 'vitest'

import { type ArchiveEntry, encodeArchive, type Manifest, type ManifestMeta, openArchive, readArchive, sealArchive, UNREADABLE, verifyArchive } from '@/server/backups/archive'

// The archive format of src/server/backups/archive.ts: what goes in comes out, and a wrong key, one
// changed byte, a file cut short or an entry that does not match its manifest is refused with a
// clear message by the full read a restore makes before it writes anything.

const KEY = 'correct horse battery staple backup'
/** A low scrypt work factor: the format is the same, the tests faster (production uses 18). */
const FAST = { workFactor: 10 }

const META: ManifestMeta = {
  created_at: '2026-12-02T03:00:00.000Z',
  app_version: '0.1.0',
  migration: '20261202_032707_gift_imports',
  migrations: ['20261122_000000_initial', '20261202_032707_gift_imports'],
  postgres_version: '18.0',
  storage: 'disk',
  sequences: [{ name: 'donations_id_seq', last_value: '3', is_called: true }],
}

const donations = 'id\tamount_cents\tdonor_name\n1\t2500\tAnnabelle Quintero-Whitfield\n2\t100\t\\N\n3\t9900\tLine\\nbreak\n'
/** A file larger than a frame (1 MiB) and than age's chunk (64 KiB), in uneven pieces; incompressible, as photos are. */
const photo = randomBytes(2_500_000)

function* pieces(bytes: Buffer, size: number): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

const entries = async function* (): AsyncGenerator<ArchiveEntry> {
  yield { header: { type: 'table', name: 'donations', columns: ['id', 'amount_cents', 'donor_name'] }, body: pieces(Buffer.from(donations), 7) }
  yield { header: { type: 'table', name: 'empty_table', columns: ['id'] }, body: pieces(Buffer.alloc(0), 1) }
  yield { header: { type: 'file', path: 'gallery/photo-1.webp', kind: 'gallery-photos', content_type: 'image/webp' }, body: pieces(photo, 300_001) }
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

async function sealed(finish?: (manifest: Manifest) => Manifest): Promise<Buffer> {
  const plain = encodeArchive(entries(), ({ tables, files }) => {
    const manifest: Manifest = { format: 'fll-backup/1', ...META, tables, files }
    return finish ? finish(manifest) : manifest
  })
  return Buffer.concat(await (await sealArchive(plain, KEY, FAST)).toArray())
}

/** Node 20 has no Array.fromAsync. */
async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of source) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const fromBytes = (bytes: Buffer) => Readable.from(pieces(bytes, 65_000))

async function plainOf(archive: Buffer, key = KEY): Promise<Buffer> {
  return collect(await openArchive(fromBytes(archive), key))
}

/** The same plaintext sealed again with the right key: authentic to age, so only the manifest can catch what changed inside. */
async function resealed(plain: Buffer): Promise<Buffer> {
  return Buffer.concat(await (await sealArchive(Readable.from([plain]), KEY, FAST)).toArray())
}

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise
  } catch (error) {
    expect(error).toHaveProperty('name', 'BackupRefused')
    return (error as Error).message
  }
  throw new Error('not refused')
}

describe('a backup archive', () => {
  it('gives back every entry, byte for byte, and a manifest with their counts and checksums', async () => {
    const archive = await sealed()
    expect(archive.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n')
    // Encrypted: neither a donor's name (long enough that random bytes never spell it) nor the photo's bytes show.
    expect(archive.includes(Buffer.from('Annabelle Quintero-Whitfield'))).toBe(false)

    const read = new Map<string, Buffer>()
    const manifest = await readArchive(await openArchive(fromBytes(archive), KEY), async (header, body) => {
      // A reader may stop early: the rest of the entry is still read past and checked.
      if (header.type === 'table' && header.name === 'empty_table') return
      read.set(header.type === 'table' ? header.name : header.path, await collect(body))
    })
    expect(read.get('donations')!.toString()).toBe(donations)
    expect(read.get('gallery/photo-1.webp')!.equals(photo)).toBe(true)
    expect(manifest).toEqual({
      format: 'fll-backup/1',
      ...META,
      tables: [
        { name: 'donations', columns: ['id', 'amount_cents', 'donor_name'], rows: 4, bytes: donations.length, sha256: sha256(donations) },
        { name: 'empty_table', columns: ['id'], rows: 0, bytes: 0, sha256: sha256('') },
      ],
      files: [{ path: 'gallery/photo-1.webp', kind: 'gallery-photos', content_type: 'image/webp', size: photo.length, sha256: sha256(photo) }],
    })
    expect(await verifyArchive(fromBytes(archive), KEY)).toEqual(manifest)
  })

  it('is an age file: the reference implementation opens it with the key, and ours opens one it made', async () => {
    const archive = await sealed()
    const decrypter = new Decrypter()
    decrypter.addPassphrase(KEY)
    const plain = gunzipSync(await decrypter.decrypt(new Uint8Array(archive)))
    expect(plain.subarray(0, 13).toString()).toBe('FLL-BACKUP 1\n')
    expect(plain.equals(await plainOf(archive))).toBe(true)

    const encrypter = new Encrypter()
    encrypter.setPassphrase(KEY)
    encrypter.setScryptWorkFactor(10)
    const theirs = Buffer.from(await encrypter.encrypt(new Uint8Array(gzipSync(plain))))
    expect((await verifyArchive(fromBytes(theirs), KEY)).tables.map((t) => t.name)).toEqual(['donations', 'empty_table'])
  })

  it('refuses a wrong key at once', async () => {
    const archive = await sealed()
    expect(await refusal(openArchive(fromBytes(archive), 'a wrong key'))).toBe(UNREADABLE)
    expect(UNREADABLE).toMatch(/^This backup could not be decrypted: the key is wrong or the file was changed/)
  })

  it('refuses one changed byte anywhere: in the header, in an entry, in the last chunk', async () => {
    const archive = await sealed()
    for (const at of [40, 200, Math.floor(archive.length / 2), archive.length - 1]) {
      const changed = Buffer.from(archive)
      changed[at]! ^= 0x01
      expect(await refusal(verifyArchive(fromBytes(changed), KEY)), `byte ${at}`).toBe(UNREADABLE)
    }
  })

  it('refuses an archive cut short, at a chunk boundary too, or with bytes added', async () => {
    const archive = await sealed()
    const header = archive.indexOf('\n---') + 1 + archive.subarray(archive.indexOf('\n---') + 1).indexOf('\n') + 1
    // age's chunks: a 16-byte nonce, then 64 KiB of ciphertext and a 16-byte tag each.
    const boundary = header + 16 + 2 * (65_536 + 16)
    expect(archive.length).toBeGreaterThan(boundary + 65_536)
    for (const length of [archive.length - 1, archive.length - 5_000, boundary, header + 16, 30]) {
      expect(await refusal(verifyArchive(fromBytes(archive.subarray(0, length)), KEY)), `cut to ${length}`).toBe(UNREADABLE)
    }
    expect(await refusal(verifyArchive(fromBytes(Buffer.concat([archive, Buffer.from('x')])), KEY))).toBe(UNREADABLE)
  })

  it('refuses an entry that does not match its checksum in the manifest, even when the archive decrypts', async () => {
    const plain = await plainOf(await sealed())
    // A digit of 9900, where its 7-byte piece keeps it whole (each piece is a frame of its own: a length, then the bytes).
    const at = plain.indexOf('\t990') + 1
    const changed = Buffer.from(plain)
    changed[at] = '8'.charCodeAt(0)
    expect(await refusal(verifyArchive(fromBytes(await resealed(changed)), KEY))).toBe('This backup is damaged: the table donations does not match its checksum in the manifest.')

    const listedWrong = await sealed((manifest) => ({ ...manifest, files: manifest.files.map((file) => ({ ...file, sha256: sha256('another photo') })) }))
    expect(await refusal(verifyArchive(fromBytes(listedWrong), KEY))).toBe('This backup is damaged: the file gallery/photo-1.webp does not match its checksum in the manifest.')

    const missing = await sealed((manifest) => ({ ...manifest, tables: [...manifest.tables, { name: 'users', columns: ['id'], rows: 1, bytes: 2, sha256: sha256('1\n') }] }))
    expect(await refusal(verifyArchive(fromBytes(missing), KEY))).toBe('This backup is damaged: the table users is in its manifest but not in the archive.')
  })

  it('refuses plaintext cut before its manifest, even sealed with the key', async () => {
    const plain = await plainOf(await sealed())
    const cut = plain.subarray(0, plain.lastIndexOf('{"type":"manifest"}') - 4)
    expect(await refusal(verifyArchive(fromBytes(await resealed(cut)), KEY))).toBe('This backup is damaged: it ends before its manifest.')
  })

  it('checks a second read against the first: an archive swapped between the check and the restore is refused', async () => {
    const first = await verifyArchive(fromBytes(await sealed()), KEY)
    const other = await sealed((manifest) => ({ ...manifest, created_at: '2026-12-03T03:00:00.000Z' }))
    expect(await refusal(readArchive(await openArchive(fromBytes(other), KEY), undefined, first))).toBe('This backup is damaged: it changed since it was checked.')
  })

  it('ends with the error of a source that fails (a query that failed mid-table)', async () => {
    const failing = async function* (): AsyncGenerator<ArchiveEntry> {
      yield {
        header: { type: 'table', name: 'donations', columns: ['id'] },
        body: (async function* () {
          yield Buffer.from('1\n')
          throw new Error('connection lost')
        })(),
      }
    }
    const stream = await sealArchive(
      encodeArchive(failing(), () => ({ format: 'fll-backup/1', ...META, tables: [], files: [] })),
      KEY,
      FAST,
    )
    await expect(stream.toArray()).rejects.toThrow('connection lost')
  })
})
