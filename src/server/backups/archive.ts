import 'server-only'

import { createCipheriv, createDecipheriv, createHash, type Hash, randomBytes, scrypt } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { createGunzip, createGzip } from 'node:zlib'

import { Decrypter, Encrypter, type Identity, type Recipient, Stanza } from 'age-encryption'

import { BackupRefused } from './settings'

/*
 * The backup archive (`backup-2026-12-02T030000Z.fll`), in three layers:
 *
 * 1. An age file (age-encryption.org/v1, the `age-encryption` package) with one scrypt passphrase
 *    stanza: BACKUP_KEY through scrypt (N = 2^18, r = 8, p = 1) wraps a random file key, and the
 *    payload is ChaCha20-Poly1305 in 64 KiB chunks, each authenticated, the last one flagged, and
 *    the header under an HMAC. A wrong key, any changed byte and a file cut short (even at a chunk
 *    boundary) all fail to decrypt. `age -d` (the reference tool) opens it with the same key.
 * 2. Inside, gzip.
 * 3. Inside that, the entries: the line `FLL-BACKUP 1\n`, then for each entry a header (a 4-byte
 *    big-endian length, then that many bytes of JSON: `{"type":"table","name":…,"columns":[…]}` or
 *    `{"type":"file","path":…,"kind":…,"content_type":…}`) and its body as frames (a 4-byte length
 *    of 1 byte to 1 MiB, then the bytes), ended by a frame of length 0. A table's body is
 *    PostgreSQL's `COPY … TO STDOUT` text, one line a row; a file's is its bytes. The last entry is
 *    `{"type":"manifest"}`, whose body is the manifest's JSON: counts and a SHA-256 of every entry,
 *    and what the backup was made from. Nothing may follow it.
 *
 * Reading checks each entry against the manifest, so a restore first reads the whole archive
 * (decrypting and checking everything) before it writes anything.
 */

export const ARCHIVE_FORMAT = 'fll-backup/1'
const MAGIC = Buffer.from('FLL-BACKUP 1\n')
const MAX_FRAME = 1 << 20
const MAX_HEADER = 1 << 16
const END_OF_BODY = Buffer.alloc(4)

/** What a wrong key, a changed byte and a file cut short are told (age cannot tell them apart, by design). */
export const UNREADABLE = 'This backup could not be decrypted: the key is wrong or the file was changed (or cut short).'

export type TableHeader = { type: 'table'; name: string; columns: string[] }
export type FileHeader = { type: 'file'; path: string; kind: string | null; content_type: string }
export type EntryHeader = TableHeader | FileHeader

export type TableSummary = { name: string; columns: string[]; rows: number; bytes: number; sha256: string }
export type FileSummary = { path: string; kind: string | null; content_type: string; size: number; sha256: string }
export type SequenceState = { name: string; last_value: string; is_called: boolean }

/** What the backup was made from, beside the entries' own counts and checksums. */
export type ManifestMeta = {
  created_at: string
  app_version: string
  /** The last migration applied (null: the database had none). */
  migration: string | null
  /** Every migration applied, by name, oldest first. */
  migrations: string[]
  postgres_version: string
  /** Where the files were read from: MEDIA_DIR on disk, or the bucket's keys. */
  storage: 'disk' | 's3'
  sequences: SequenceState[]
}

export type Manifest = ManifestMeta & { format: typeof ARCHIVE_FORMAT; tables: TableSummary[]; files: FileSummary[] }

export type ArchiveEntry = { header: EntryHeader; body: AsyncIterable<Uint8Array> | Iterable<Uint8Array> }

// ---------------------------------------------------------------------------------------------
// The passphrase stanza, as age's own (age-encryption.org/v1/scrypt), with Node's scrypt: the
// package's is synchronous, and would hold a server's event loop for a second at the nightly backup.

const SCRYPT_LABEL = 'age-encryption.org/v1/scrypt'
/** age's own work factor; the reference tool and the package refuse more than 2^20 when reading. */
export const DEFAULT_WORK_FACTOR = 18
const MAX_WORK_FACTOR = 20

const base64NoPad = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64').replace(/=+$/, '')

function scryptKey(passphrase: string, salt: Uint8Array, logN: number): Promise<Buffer> {
  const N = 2 ** logN
  return new Promise((resolve, reject) =>
    scrypt(passphrase, Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]), 32, { N, r: 8, p: 1, maxmem: 128 * N * 8 + (32 << 20) }, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** ChaCha20-Poly1305 under a key used once (the nonce is zero, as age's stanza bodies are). */
function sealFileKey(key: Buffer, fileKey: Uint8Array): Uint8Array {
  const cipher = createCipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: 16 })
  return Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()])
}

function openFileKey(key: Buffer, body: Uint8Array): Uint8Array | null {
  if (body.length !== 32) throw new Error('invalid stanza')
  try {
    const decipher = createDecipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: 16 })
    decipher.setAuthTag(body.subarray(16))
    return Buffer.concat([decipher.update(body.subarray(0, 16)), decipher.final()])
  } catch {
    return null
  }
}

class PassphraseRecipient implements Recipient {
  constructor(
    private readonly passphrase: string,
    private readonly logN: number,
  ) {}

  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const salt = randomBytes(16)
    const key = await scryptKey(this.passphrase, salt, this.logN)
    return [new Stanza(['scrypt', base64NoPad(salt), String(this.logN)], sealFileKey(key, fileKey))]
  }
}

/**
 * Keys derived for reading, by passphrase, salt and work factor: a restore reads its archive twice
 * (checked whole, then loaded), and scrypt costs a second and 256 MB each time.
 */
const derivedForReading = new Map<string, Promise<Buffer>>()

function readingKey(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  const id = `${createHash('sha256').update(passphrase).digest('hex')}:${salt.toString('hex')}:${logN}`
  let key = derivedForReading.get(id)
  if (!key) {
    if (derivedForReading.size >= 8) derivedForReading.clear()
    derivedForReading.set(id, (key = scryptKey(passphrase, salt, logN)))
    key.catch(() => derivedForReading.delete(id))
  }
  return key
}

class PassphraseIdentity implements Identity {
  constructor(private readonly passphrase: string) {}

  async unwrapFileKey(stanzas: Stanza[]): Promise<Uint8Array | null> {
    for (const stanza of stanzas) {
      if (stanza.args[0] !== 'scrypt') continue
      if (stanzas.length !== 1) throw new Error('scrypt recipient is not the only one in the header')
      const [, saltText = '', logNText = ''] = stanza.args
      const salt = Buffer.from(saltText, 'base64')
      if (stanza.args.length !== 3 || salt.length !== 16 || base64NoPad(salt) !== saltText || !/^[1-9][0-9]*$/.test(logNText)) throw new Error('invalid scrypt stanza')
      if (Number(logNText) > MAX_WORK_FACTOR) throw new Error('scrypt work factor is too high')
      return openFileKey(await readingKey(this.passphrase, salt, Number(logNText)), stanza.body)
    }
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Writing.

const lengthOf = (n: number): Buffer => {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt32BE(n)
  return buffer
}

function* framed(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += MAX_FRAME) {
    const part = bytes.subarray(at, at + MAX_FRAME)
    yield lengthOf(part.length)
    yield part
  }
}

const headerOf = (header: EntryHeader | { type: 'manifest' }): Buffer[] => {
  const json = Buffer.from(JSON.stringify(header))
  return [lengthOf(json.length), json]
}

function countLines(bytes: Buffer): number {
  let lines = 0
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++
  return lines
}

const asBuffer = (chunk: Uint8Array | string): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)

/** Counts, size and SHA-256 of one entry's body, as it goes by. */
class Tally {
  readonly hash: Hash = createHash('sha256')
  bytes = 0
  lines = 0

  constructor(private readonly countRows: boolean) {}

  add(chunk: Buffer): void {
    this.hash.update(chunk)
    this.bytes += chunk.length
    if (this.countRows) this.lines += countLines(chunk)
  }
}

const summaryOf = (header: EntryHeader, tally: Tally): TableSummary | FileSummary =>
  header.type === 'table'
    ? { name: header.name, columns: header.columns, rows: tally.lines, bytes: tally.bytes, sha256: tally.hash.digest('hex') }
    : { path: header.path, kind: header.kind, content_type: header.content_type, size: tally.bytes, sha256: tally.hash.digest('hex') }

/**
 * The archive's plaintext (layer 3 above), made as it is read: each entry's body is pulled from its
 * source only when the reader wants more, so a table or a file of any size goes through in frames.
 * `finish` makes the manifest from every entry's counts and checksums once all have gone by.
 */
export async function* encodeArchive(
  entries: AsyncIterable<ArchiveEntry>,
  finish: (contents: { tables: TableSummary[]; files: FileSummary[] }) => Manifest | Promise<Manifest>,
): AsyncGenerator<Buffer> {
  yield MAGIC
  const tables: TableSummary[] = []
  const files: FileSummary[] = []
  for await (const { header, body } of entries) {
    yield* headerOf(header)
    const tally = new Tally(header.type === 'table')
    for await (const chunk of body) {
      const bytes = asBuffer(chunk)
      if (!bytes.length) continue // a frame of length 0 ends the body
      tally.add(bytes)
      yield* framed(bytes)
    }
    yield END_OF_BODY
    const summary = summaryOf(header, tally)
    if (header.type === 'table') tables.push(summary as TableSummary)
    else files.push(summary as FileSummary)
  }
  const manifest = await finish({ tables, files })
  yield* headerOf({ type: 'manifest' })
  yield* framed(Buffer.from(JSON.stringify(manifest)))
  yield END_OF_BODY
}

/**
 * Compresses and encrypts an archive's plaintext with `key` (age's passphrase stanza). An error of
 * the source (a failed query) ends the returned stream with that error.
 */
export async function sealArchive(plain: AsyncIterable<Buffer>, key: string, { workFactor = DEFAULT_WORK_FACTOR } = {}): Promise<Readable> {
  const gzip = createGzip({ level: 6 })
  // An error of the source destroys gzip with it, and so ends everything downstream with it.
  pipeline(Readable.from(plain), gzip).catch(() => undefined)
  const encrypter = new Encrypter()
  encrypter.addRecipient(new PassphraseRecipient(key, workFactor))
  const sealed = await encrypter.encrypt(Readable.toWeb(gzip) as unknown as ReadableStream<Uint8Array>)
  return Readable.fromWeb(sealed as unknown as WebReadableStream<Uint8Array>)
}

// ---------------------------------------------------------------------------------------------
// Reading.

const damaged = (what: string) => new BackupRefused(`This backup is damaged: ${what}.`)

const isZlibError = (error: unknown): boolean => typeof (error as { code?: unknown })?.code === 'string' && String((error as { code: string }).code).startsWith('Z_')

/** Every failure below the entries (decryption, the chunks' tags, gzip) as what an operator is told. */
function refusalOf(error: unknown): BackupRefused {
  if (error instanceof BackupRefused) return error
  return isZlibError(error) ? damaged('it decrypts, but its contents are not a backup archive') : new BackupRefused(UNREADABLE)
}

async function* refusingErrors(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) yield chunk
  } catch (error) {
    throw refusalOf(error)
  }
}

/**
 * The plaintext of a sealed archive. A wrong key is refused here; a changed or missing byte when
 * the stream reaches it (so read it all before acting on any of it: see readArchive).
 */
export async function openArchive(sealed: Readable, key: string): Promise<AsyncIterable<Buffer>> {
  const decrypter = new Decrypter()
  decrypter.addIdentity(new PassphraseIdentity(key))
  let plain: Readable
  try {
    plain = Readable.fromWeb((await decrypter.decrypt(Readable.toWeb(sealed) as unknown as ReadableStream<Uint8Array>)) as unknown as WebReadableStream<Uint8Array>)
  } catch (error) {
    sealed.destroy()
    throw refusalOf(error)
  }
  const gunzip = createGunzip()
  pipeline(plain, gunzip).catch(() => undefined)
  return refusingErrors(gunzip)
}

/** Exactly `n` bytes at a time from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = []
  private held = 0
  private ended = false
  private readonly source: AsyncIterator<Buffer>

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]()
  }

  private async fill(n: number): Promise<boolean> {
    while (this.held < n && !this.ended) {
      const next = await this.source.next()
      if (next.done) this.ended = true
      else if (next.value.length) {
        this.chunks.push(next.value)
        this.held += next.value.length
      }
    }
    return this.held >= n
  }

  async read(n: number): Promise<Buffer> {
    if (!(await this.fill(n))) throw damaged('it ends before its manifest')
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks)
    const bytes = all.subarray(0, n)
    const rest = all.subarray(n)
    this.chunks = rest.length ? [rest] : []
    this.held = rest.length
    return bytes
  }

  async atEnd(): Promise<boolean> {
    return !(await this.fill(1))
  }
}

async function readLength(reader: ByteReader, most: number, what: string): Promise<number> {
  const length = (await reader.read(4)).readUInt32BE(0)
  if (length > most) throw damaged(`${what} is too long (${length} bytes)`)
  return length
}

async function* bodyOf(reader: ByteReader): AsyncGenerator<Buffer> {
  for (;;) {
    const length = await readLength(reader, MAX_FRAME, 'a frame')
    if (length === 0) return
    yield await reader.read(length)
  }
}

function parseHeader(bytes: Buffer): EntryHeader | { type: 'manifest' } {
  let header: unknown
  try {
    header = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw damaged('an entry’s header is not JSON')
  }
  const value = (header ?? {}) as { type?: unknown; name?: unknown; columns?: unknown; path?: unknown; kind?: unknown; content_type?: unknown }
  if (value.type === 'manifest') return { type: 'manifest' }
  if (value.type === 'table' && typeof value.name === 'string' && Array.isArray(value.columns) && value.columns.every((column) => typeof column === 'string')) {
    return { type: 'table', name: value.name, columns: value.columns as string[] }
  }
  if (value.type === 'file' && typeof value.path === 'string' && (value.kind === null || typeof value.kind === 'string') && typeof value.content_type === 'string') {
    return { type: 'file', path: value.path, kind: value.kind, content_type: value.content_type }
  }
  throw damaged('an entry’s header is not one of a table, a file or the manifest')
}

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Partial<Manifest>
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>
  } catch {
    throw damaged('its manifest is not JSON')
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupRefused(`This backup is in a format this version does not read (${String(manifest.format)}; this version reads ${ARCHIVE_FORMAT}).`)
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files) || !Array.isArray(manifest.migrations) || !Array.isArray(manifest.sequences)) throw damaged('its manifest is incomplete')
  return manifest as Manifest
}

const nameOf = (entry: TableSummary | FileSummary): string => ('name' in entry ? `the table ${entry.name}` : `the file ${entry.path}`)

/** The first difference between what was read and what the manifest says, or null. */
function differenceFrom(read: (TableSummary | FileSummary)[], listed: (TableSummary | FileSummary)[]): string | null {
  for (let i = 0; i < Math.max(read.length, listed.length); i++) {
    const got = read[i]
    const want = listed[i]
    if (!got) return `${nameOf(want!)} is in its manifest but not in the archive`
    if (!want) return `${nameOf(got)} is not in its manifest`
    if (JSON.stringify(got) !== JSON.stringify(want)) return `${nameOf(got)} does not match its checksum in the manifest`
  }
  return null
}

/**
 * Reads an archive's plaintext to its end, handing each entry's body to `onEntry` (when given) as it
 * goes, and checks every entry against the manifest: its rows, size and SHA-256. Answers the
 * manifest; refuses (BackupRefused) an archive cut short, with anything after its manifest, or an
 * entry that does not match. With `expected` (the manifest of an earlier full read) each entry is
 * also checked against it as soon as it has gone by, before the next is read.
 */
export async function readArchive(plain: AsyncIterable<Buffer>, onEntry?: (header: EntryHeader, body: AsyncIterable<Buffer>) => Promise<void>, expected?: Manifest): Promise<Manifest> {
  const reader = new ByteReader(plain)
  if (!(await reader.read(MAGIC.length)).equals(MAGIC)) throw damaged('it decrypts, but it is not a backup archive')
  const tables: TableSummary[] = []
  const files: FileSummary[] = []
  for (;;) {
    const header = parseHeader(await reader.read(await readLength(reader, MAX_HEADER, 'an entry’s header')))
    if (header.type === 'manifest') {
      const parts: Buffer[] = []
      for await (const frame of bodyOf(reader)) parts.push(frame)
      if (!(await reader.atEnd())) throw damaged('something follows its manifest')
      const manifest = parseManifest(Buffer.concat(parts))
      const difference = differenceFrom(tables, manifest.tables) ?? differenceFrom(files, manifest.files)
      if (difference) throw damaged(difference)
      if (expected && JSON.stringify(manifest) !== JSON.stringify(expected)) throw damaged('it changed since it was checked')
      return manifest
    }
    const tally = new Tally(header.type === 'table')
    const frames = bodyOf(reader)
    let finished = false
    // No `return()`: a reader that stops early leaves the rest of the body to be read past below.
    const counted: AsyncIterable<Buffer> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => {
          const next = await frames.next()
          if (next.done) finished = true
          else tally.add(next.value)
          return next
        },
      }),
    }
    if (onEntry) await onEntry(header, counted)
    while (!finished) {
      const next = await frames.next()
      if (next.done) finished = true
      else tally.add(next.value)
    }
    const summary = summaryOf(header, tally)
    if (header.type === 'table') tables.push(summary as TableSummary)
    else files.push(summary as FileSummary)
    if (expected) {
      const listed = header.type === 'table' ? expected.tables[tables.length - 1] : expected.files[files.length - 1]
      if (!listed || JSON.stringify(listed) !== JSON.stringify(summary)) throw damaged(`${nameOf(summary)} changed since it was checked`)
    }
  }
}

/** Opens, decrypts and checks a whole archive without writing anything: its manifest, or BackupRefused. */
export async function verifyArchive(sealed: Readable, key: string): Promise<Manifest> {
  return readArchive(await openArchive(sealed, key))
}
