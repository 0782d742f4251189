import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'

import type { Payload } from 'payload'
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString, type PDFObject } from 'pdf-lib'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { type ApplicantView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { deleteUnusedScholarshipFiles } from '@/server/services/scholarships/retention'

import { craftedPdf, IDENTITY_WORDS, identityPdf, manyObjects, objectStreamBomb, PAGE_TEXT } from '../support/attackPdfs'
import { apiLogin, baseURL, bearer, http, postJson } from '../support/http'
import { eventually, linksIn, readMailbox } from '../support/mailbox'
import { pdfRound } from '../support/pdfRound'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

// Untrusted PDFs (issue 42): an applicant's or recommender's PDF is read and rewritten in a worker
// thread with bounds on memory, time, inflated bytes and objects, so the attack's files are a 422
// within seconds while the server keeps answering; what reviewers open is a new document of the
// pages' content alone, and what admins open has no active content.

const DAY = 24 * 3_600_000
const PASSWORD = 'a long enough password 9'
let payload: Payload
let admin: string
let reviewer: string

async function openRound() {
  return payload.create({
    collection: 'scholarship-rounds',
    data: pdfRound(`untrusted-${randomUUID().slice(0, 8)}`, 'A round for the untrusted-file tests.', 1),
  })
}

async function linkTo(to: string, page: 'application' | 'recommend'): Promise<string> {
  const link = await eventually(async () => {
    const mails = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to))
    return mails.flatMap((m) => linksIn(m, new RegExp(`https?://\\S+/scholarships/${page}\\?token=[\\w-]+`, 'g')))[0]
  })
  return new URL(link).searchParams.get('token')!
}

/** An applicant of a fresh round, by the API: their continue link's token. */
async function applicant(): Promise<{ token: string; email: string }> {
  const round = await openRound()
  const email = uniqueEmail('untrusted')
  const applied = await postJson(`/api/scholarships/${round.slug}/applications`, {
    name: 'Alice Anders',
    email,
    phone: '',
    school: 'Anders High School',
    graduation_year: new Date().getUTCFullYear() + 1,
    essay: 'I will study rivers.',
    consent: true,
  })
  expect(applied.status).toBe(201)
  return { token: await linkTo(email, 'application'), email }
}

function uploadForm(fields: Record<string, string>, data: Buffer): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'essay.pdf')
  return form
}

const upload = (fields: Record<string, string>, data: Buffer, path = '/api/scholarships/application/documents') => http(path, { method: 'POST', body: uploadForm(fields, data) })

/**
 * Asks GET /api/health back to back until told to stop, then answers the slowest answer (ms) and
 * how many (it says "watching" once the first is in): in a thread of its own, so the test's own work (building a 3 MB upload, collecting its
 * garbage) is not counted against the server.
 */
const HEALTH_WATCH = `
const { parentPort, workerData } = require('node:worker_threads')
let done = false
let slowest = 0
let checks = 0
let failed = null
parentPort.once('message', () => { done = true })
;(async () => {
  while (!done) {
    const started = performance.now()
    const response = await fetch(workerData.url)
    await response.arrayBuffer()
    if (response.status !== 200) failed = response.status
    // The first answer (a fresh connection) only says the watch has begun.
    if (checks++ === 0) parentPort.postMessage('watching')
    else slowest = Math.max(slowest, performance.now() - started)
  }
  parentPort.postMessage({ slowest, checks, failed })
})()
`

/** Runs `work` while /api/health is watched; returns its result, how long it took, and the slowest health answer (ms). */
async function whileHealthIsWatched<T>(work: () => Promise<T>): Promise<{ result: T; took: number; slowestHealth: number; healthChecks: number }> {
  const watcher = new Worker(HEALTH_WATCH, { eval: true, workerData: { url: `${baseURL()}/api/health` } })
  expect((await once(watcher, 'message'))[0]).toBe('watching')
  // The report comes only after 'stop'; listened for now, so it cannot be missed.
  const report = once(watcher, 'message').then(([message]) => message as { slowest: number; checks: number; failed: number | null })
  const started = performance.now()
  let result: T
  try {
    result = await work()
  } finally {
    watcher.postMessage('stop')
  }
  const took = performance.now() - started
  const { slowest, checks, failed } = await report
  await watcher.terminate()
  expect(failed, 'a health answer other than 200').toBeNull()
  return { result, took, slowestHealth: slowest, healthChecks: checks }
}

const problem = async (response: Response) => (await response.json()) as { detail: string; fields?: Record<string, string> }

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
  const email = uniqueEmail('pdf-reviewer')
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'reviewer' } })
  reviewer = await apiLogin(email, PASSWORD)
})

describe('a PDF over the bounds', () => {
  // The server stays free while the file is read: before the worker, health waited 2 to 17 s for
  // these files. The bound here is 1 s, not the goal's 100 ms: in CI two cores carry three lines of
  // servers and tests, and one health answer then waits 100 to 400 ms for another line's CPU (CI
  // measured it so, every try). `npm run bench:pdf` measures the goal on a machine at rest.
  it.each([
    ['whose one object stream inflates to 500 MB', () => objectStreamBomb()],
    ['of 800,000 objects', async () => manyObjects()],
  ])('%s is 422 within seconds, while /api/health keeps answering (each in under 1 s)', { retry: 1, timeout: 60_000 }, async (what, make) => {
    const data = await make()
    expect(data.length).toBeLessThan(10 * 1024 * 1024)
    const { token } = await applicant()
    // A warm server first: the health route and the upload route compiled and connected.
    await (await fetch(`${baseURL()}/api/health`)).arrayBuffer()
    const form = uploadForm({ token, key: 'essay_pdf' }, data)
    const { result: response, took, slowestHealth, healthChecks } = await whileHealthIsWatched(() => http('/api/scholarships/application/documents', { method: 'POST', body: form }))
    const body = await problem(response)
    console.log(
      `[untrusted-pdf] ${what} (${(data.length / 1024).toFixed(0)} KB): ${response.status} in ${took.toFixed(0)} ms; /api/health slowest ${slowestHealth.toFixed(1)} ms over ${healthChecks} answers`,
    )
    expect(response.status).toBe(422)
    expect(body.fields?.file).toBe(SCHOLARSHIP_MESSAGES.pdfTooComplex)
    expect(took).toBeLessThan(5_000)
    expect(healthChecks).toBeGreaterThan(5)
    expect(slowestHealth).toBeLessThan(1_000)
  })

  it('one file is read at a time and four wait: more at once are 503 with Retry-After, and nothing is stored', async () => {
    const bomb = await objectStreamBomb()
    const { token } = await applicant()
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload({ token, key: 'essay_pdf' }, bomb)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 422).length).toBeGreaterThanOrEqual(5)
    const busy = answers.filter((answer) => answer.status === 503)
    expect(busy.length).toBeGreaterThanOrEqual(1)
    expect(statuses.every((status) => status === 422 || status === 503)).toBe(true)
    expect(busy[0]!.headers.get('retry-after')).toBe('30')
    expect((await problem(busy[0]!)).detail).toBe(SCHOLARSHIP_MESSAGES.pdfBusy)
    expect(((await (await postJson('/api/scholarships/application', { token })).json()) as ApplicantView).documents[0]!.uploaded).toBe(false)
  })

  it('a crafted file (a header, `xref` and `%%EOF`) is 415 or 422, never a 500', async () => {
    const { token } = await applicant()
    const response = await upload({ token, key: 'essay_pdf' }, craftedPdf())
    expect([415, 422]).toContain(response.status)
    expect((await problem(response)).fields?.file).toMatch(/PDF/)
  })
})

/** Every object of a PDF, as text: dictionaries with their keys, strings decoded, streams inflated. */
function objectsAsText(document: PDFDocument): { text: string; keys: Set<string> } {
  const keys = new Set<string>()
  const seen = new Set<PDFObject>()
  const show = (object: PDFObject | undefined): string => {
    if (!object || seen.has(object)) return ''
    seen.add(object)
    if (object instanceof PDFDict) {
      return [...object.entries()].map(([key, value]) => (keys.add(key.decodeText()), `${key.decodeText()} ${show(value)}`)).join(' ')
    }
    if (object instanceof PDFArray) return object.asArray().map(show).join(' ')
    if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText()
    if (object instanceof PDFRawStream) {
      const contents = object.dict.has(PDFName.of('Filter')) ? decodePDFRawStream(object).decode() : object.contents
      return `${show(object.dict)} ${Buffer.from(contents).toString('latin1')}`
    }
    if (object instanceof PDFStream) return `${show(object.dict)} ${Buffer.from(object.getContents()).toString('latin1')}`
    return object.toString()
  }
  const text = document.context
    .enumerateIndirectObjects()
    .map(([, object]) => show(object))
    .join('\n')
  return { text: `${text}\n${show(document.context.trailerInfo.Info)}`, keys }
}

const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript', 'URI', 'Launch', 'SubmitForm']
const IDENTITY_KEYS = ['Metadata', 'Annots', 'EmbeddedFiles', 'EmbeddedFile', 'Outlines', 'AcroForm', 'Names', 'PieceInfo', 'Author', 'Company', 'AuthorEmail']

describe('what reviewers open', () => {
  it('is a new document of the pages’ content alone: no name of the applicant in any object, no actions; admins open the original without its active content', async () => {
    const attack = await identityPdf()
    // The attack's file names her, in its objects and when read.
    const before = objectsAsText(await PDFDocument.load(attack))
    for (const word of ['Alice Anders', 'Alice_Anders_CV', 'alice.anders@example.com', 'Anders Bakery']) expect(before.text).toContain(word)
    for (const key of ['OpenAction', 'AA', 'JS', 'URI', 'Annots', 'EmbeddedFiles', 'Outlines', 'Metadata', 'PieceInfo']) expect(before.keys).toContain(key)

    // The applicant uploads it as a document reviewers see; her recommender uploads it as the letter.
    const { token } = await applicant()
    const uploaded = await upload({ token, key: 'essay_pdf' }, attack)
    expect(uploaded.status).toBe(201)
    const teacher = uniqueEmail('recommender')
    expect((await postJson('/api/scholarships/application/recommenders', { token, name: 'John Smith', email: teacher })).status).toBe(201)
    const letter = await upload({ token: await linkTo(teacher, 'recommend') }, attack, '/api/scholarships/recommendations')
    expect(letter.status).toBe(201)
    expect((await postJson('/api/scholarships/application/submit', { token })).status).toBe(200)

    const application = (
      await payload.find({ collection: 'scholarship-applications', where: { email: { equals: (await postJson('/api/scholarships/application', { token }).then((r) => r.json())).email } }, depth: 0 })
    ).docs[0]!
    const recommendation = (await payload.find({ collection: 'scholarship-recommendations', where: { application: { equals: application.id } }, depth: 0 })).docs[0]!
    const fileIds = [application.documents![0]!.file as number, recommendation.letter_file as number]

    for (const id of fileIds) {
      const opened = await http(`/api/review/files/${id}`, { headers: bearer(reviewer) })
      expect(opened.status).toBe(200)
      const copy = Buffer.from(await opened.arrayBuffer())
      const raw = copy.toString('latin1')
      for (const word of IDENTITY_WORDS) expect(raw.includes(word), `${word} in the raw bytes`).toBe(false)
      const parsed = await PDFDocument.load(copy, { updateMetadata: false })
      const { text, keys } = objectsAsText(parsed)
      for (const word of IDENTITY_WORDS) expect(text, word).not.toContain(word)
      for (const key of [...ACTIVE_KEYS, ...IDENTITY_KEYS]) expect(keys.has(key), key).toBe(false)
      expect(text).not.toMatch(/app\.alert|launchURL|this\.print|xmpmeta/)
      // No document information at all, and no object the pages do not reach.
      expect(parsed.context.trailerInfo.Info).toBeUndefined()
      expect(
        parsed.catalog
          .keys()
          .map((key) => key.decodeText())
          .sort(),
      ).toEqual(['Pages', 'Type'])
      // The page still reads.
      const { text: words } = await extractText(new Uint8Array(copy), { mergePages: true })
      expect(words).toContain(PAGE_TEXT)
    }

    // The housekeeping sweeps files that nothing points to a day on; an original whose copy is kept stays.
    const copy = await payload.findByID({ collection: 'scholarship-files', id: fileIds[0]!, depth: 0 })
    await deleteUnusedScholarshipFiles(payload, new Date(Date.now() + 2 * DAY))
    expect(await payload.findByID({ collection: 'scholarship-files', id: copy.original as number, depth: 0, disableErrors: true })).not.toBeNull()

    // Admins open the original, with what names her (they see names anyway), but with no active content.
    const original = Buffer.from(await (await http(`/api/review/files/${fileIds[0]}`, { headers: bearer(admin) })).arrayBuffer())
    const { text, keys } = objectsAsText(await PDFDocument.load(original, { updateMetadata: false }))
    expect(text).toContain('Comment: written by Alice Anders')
    for (const key of ['OpenAction', 'AA', 'JS', 'JavaScript', 'URI']) expect(keys.has(key), key).toBe(false)
    expect(text).not.toMatch(/app\.alert|launchURL|this\.print/)
    const { text: words } = await extractText(new Uint8Array(original), { mergePages: true })
    expect(words).toContain(PAGE_TEXT)
  })
})

describe('the original beside a review copy', () => {
  it('is deleted with its copy when a new upload replaces the document', async () => {
    const { token } = await applicant()
    const named = await identityPdf()
    expect((await upload({ token, key: 'essay_pdf' }, named)).status).toBe(201)
    const email = ((await (await postJson('/api/scholarships/application', { token })).json()) as ApplicantView).email
    const documentOf = async () => (await payload.find({ collection: 'scholarship-applications', where: { email: { equals: email } }, depth: 0 })).docs[0]!.documents![0]!.file as number
    const first = await payload.findByID({ collection: 'scholarship-files', id: await documentOf(), depth: 0 })
    const original = first.original as number
    expect(typeof original).toBe('number')
    expect(original).not.toBe(first.id)

    expect((await upload({ token, key: 'essay_pdf' }, named)).status).toBe(201)
    expect(await documentOf()).not.toBe(first.id)
    for (const id of [first.id, original]) expect(await payload.findByID({ collection: 'scholarship-files', id, depth: 0, disableErrors: true })).toBeNull()
  })
})
