import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { PDFDocument, PDFName } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { type ApplicantView, type RoundDetail, type RoundSummary, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

import { apiLogin, bearer, http, postJson, purgePublicCache, sendJson } from '../support/http'
import { eventually, linksIn, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

// The scholarship's applicant and recommender side (issue 36): a round opened; applying without
// an account and continuing by the mailed link; PDF documents judged by content; submit refused
// until complete, then confirmed by mail; a recommender's letter by their own link, once; a closed
// round; private files; the lost link. Mails are read from the local SMTP server.

const DAY = 24 * 3_600_000
const TRANSCRIPT = 'Latest school transcript'
let payload: Payload
let admin: string

/** A small but well-formed PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\nxref\n0 4\ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)

async function openRound(overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'scholarship-rounds',
    data: {
      title: 'Light a Path Test Round',
      slug: `light-${randomUUID().slice(0, 8)}`,
      summary: 'For graduating students.',
      description: 'First paragraph.\n\nSecond paragraph.',
      award_cents: 200_000,
      awards_count: 2,
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
      essay_prompt: 'Tell us about your next step.',
      essay_max_words: 50,
      documents: [{ key: 'transcript', label: TRANSCRIPT, required: true, reviewers_see: true }],
      recommendations_required: 1,
      criteria: [
        { key: 'essay', label: 'Essay' },
        { key: 'goals', label: 'Goals' },
      ],
      is_published: true,
      ...overrides,
    },
  })
}

const applicant = (email: string) => ({ name: 'Jamie Rivera', email, phone: '555-0100', school: 'Hudson High School', graduation_year: new Date().getUTCFullYear() + 1, essay: '', consent: true })

const apply = (slug: string, body: Record<string, unknown>) => postJson(`/api/scholarships/${slug}/applications`, body)

/** The links of a kind mailed to `to`, oldest first. */
async function linksTo(to: string, page: 'application' | 'recommend'): Promise<string[]> {
  const mails = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to))
  return mails.flatMap((m) => linksIn(m, new RegExp(`https?://\\S+/scholarships/${page}\\?token=[\\w-]+`, 'g')))
}
const nthLink = (to: string, page: 'application' | 'recommend', count = 1) =>
  eventually(async () => {
    const links = await linksTo(to, page)
    return links.length >= count ? links[count - 1]! : undefined
  })
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
const mailsTo = async (to: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to))
const subjectOf = (mail: Parameters<typeof mailText>[0]) => mailHeader(mail, 'subject') ?? ''
const settle = () => jobsSettled(testStack().databaseURL)

/** Applies and returns the mailed continue link's token. */
async function applyFor(slug: string, email = uniqueEmail('applicant')): Promise<{ email: string; token: string }> {
  expect((await apply(slug, applicant(email))).status).toBe(201)
  return { email, token: tokenOf(await nthLink(email, 'application')) }
}

const view = async (token: string) => (await (await postJson('/api/scholarships/application', { token })).json()) as ApplicantView

function upload(fields: Record<string, string>, file: { data: Buffer; name: string; type: string }, path = '/api/scholarships/application/documents') {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return http(path, { method: 'POST', body: form })
}

const problem = async (response: Response) => (await response.json()) as { detail: string; fields?: Record<string, string> }

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
})

describe('a scholarship round, open to the public', () => {
  it('is listed with open: true and shows its call, while a draft round is unknown', async () => {
    const round = await openRound()
    const draft = await openRound({ is_published: false })
    await purgePublicCache(admin)

    const list = (await (await http('/api/scholarships')).json()) as RoundSummary[]
    expect(list.find((each) => each.slug === round.slug)).toMatchObject({ open: true, phase: 'open', award_cents: 200_000, recipients: [] })
    expect(list.some((each) => each.slug === draft.slug)).toBe(false)

    const detail = (await (await http(`/api/scholarships/${round.slug}`)).json()) as RoundDetail
    expect(detail).toMatchObject({
      open: true,
      description: ['First paragraph.', 'Second paragraph.'],
      essay_max_words: 50,
      documents: [{ key: 'transcript', label: TRANSCRIPT, required: true }],
      recommendations_required: 1,
    })
    // The retention period as the server keeps it (SCHOLARSHIP_RETENTION_DAYS, 365 in the tests).
    expect(detail.consent_text).toContain('365 days after the decisions, my documents, letters, essay, phone and school are deleted')
    expect((await http(`/api/scholarships/${draft.slug}`)).status).toBe(404)
  })
})

describe('an applicant, without an account', () => {
  it('applies, is refused a non-PDF, is refused submitting without the transcript, then submits and is confirmed by mail', async () => {
    const round = await openRound()
    const email = uniqueEmail('jamie')
    const applied = await apply(round.slug, applicant(email))
    expect(applied.status).toBe(201)
    expect(await applied.json()).toEqual({ message: SCHOLARSHIP_MESSAGES.applied })
    const link = await nthLink(email, 'application')
    expect(link).toMatch(/\/scholarships\/application\?token=[\w-]{43}$/)
    const token = tokenOf(link)

    // The same email again: a fresh link to the one application, and the same answer.
    const again = await apply(round.slug, { ...applicant(email), name: 'Someone Else' })
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ message: SCHOLARSHIP_MESSAGES.applied })
    const fresh = tokenOf(await nthLink(email, 'application', 2))
    expect(fresh).not.toBe(token)
    const { docs } = await payload.find({ collection: 'scholarship-applications', where: { round: { equals: round.id } }, depth: 0 })
    expect(docs.map((each) => each.name)).toEqual(['Jamie Rivera'])
    expect(docs[0]!.code).toMatch(/^A-[2-9A-Z]{4}$/)

    const draft = await view(fresh)
    expect(draft).toMatchObject({ status: 'draft', open: true, name: 'Jamie Rivera', documents: [{ key: 'transcript', uploaded: false }], recommenders_to_ask: 1 })
    expect(draft.missing).toEqual([SCHOLARSHIP_MESSAGES.essayMissing, SCHOLARSHIP_MESSAGES.documentMissing(TRANSCRIPT)])

    const essay = 'After my father died my teachers kept a seat for me. I want to study nursing and keep seats for others.'
    const saved = await sendJson('PUT', '/api/scholarships/application', { token, essay })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as ApplicantView).missing).toEqual([SCHOLARSHIP_MESSAGES.documentMissing(TRANSCRIPT)])

    // A PNG named and declared as a PDF: judged by its content.
    const png = await upload({ token, key: 'transcript' }, { data: await pngImage(20, 20), name: 'transcript.pdf', type: 'application/pdf' })
    expect(png.status).toBe(415)
    expect((await problem(png)).fields?.file).toBe(SCHOLARSHIP_MESSAGES.notPdf)
    const oversized = await upload({ token, key: 'transcript' }, { data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' })
    expect(oversized.status).toBe(413)
    expect((await problem(oversized)).fields?.file).toBe(SCHOLARSHIP_MESSAGES.fileTooLarge)
    const unknownKey = await upload({ token, key: 'passport' }, { data: PDF, name: 'passport.pdf', type: 'application/pdf' })
    expect(unknownKey.status).toBe(422)
    expect((await view(token)).documents[0]!.uploaded).toBe(false)

    const refused = await postJson('/api/scholarships/application/submit', { token })
    expect(refused.status).toBe(422)
    const refusal = await problem(refused)
    expect(refusal.detail).toContain(SCHOLARSHIP_MESSAGES.documentMissing(TRANSCRIPT))
    expect(refusal.fields).toEqual({ 'documents.transcript': SCHOLARSHIP_MESSAGES.documentMissing(TRANSCRIPT) })
    expect((await view(token)).status).toBe('draft')

    const stored = await upload({ token, key: 'transcript' }, { data: PDF, name: 'My transcript.pdf', type: 'application/pdf' })
    expect(stored.status).toBe(201)
    expect(((await stored.json()) as ApplicantView).documents).toEqual([{ key: 'transcript', label: TRANSCRIPT, required: true, uploaded: true, filename: 'My transcript.pdf', size: PDF.length }])

    const submitted = await postJson('/api/scholarships/application/submit', { token })
    expect(submitted.status).toBe(200)
    expect(await submitted.json()).toMatchObject({ status: 'submitted', missing: [] })
    const confirmation = await eventually(async () => (await mailsTo(email)).find((m) => subjectOf(m).startsWith('We received your application')))
    expect(mailText(confirmation)).toContain(docs[0]!.code!)

    const late = await sendJson('PUT', '/api/scholarships/application', { token, essay: 'Changed.' })
    expect(late.status).toBe(409)
    expect((await problem(late)).detail).toBe(SCHOLARSHIP_MESSAGES.alreadySubmitted)
    expect((await postJson('/api/scholarships/application/submit', { token })).status).toBe(409)
  })

  it('is refused an essay over the word limit, and a filled-in honeypot stores nothing', async () => {
    const round = await openRound({ documents: [] })
    const { token } = await applyFor(round.slug)
    await sendJson('PUT', '/api/scholarships/application', { token, essay: 'word '.repeat(51) })
    const refused = await postJson('/api/scholarships/application/submit', { token })
    expect(refused.status).toBe(422)
    expect((await problem(refused)).fields).toEqual({ essay: SCHOLARSHIP_MESSAGES.essayTooLong(50) })

    const bot = uniqueEmail('bot')
    expect((await apply(round.slug, { ...applicant(bot), website: 'http://spam.example' })).status).toBe(400)
    expect((await payload.count({ collection: 'scholarship-applications', where: { email: { equals: bot } } })).totalDocs).toBe(0)
    const missing = await apply(round.slug, { ...applicant(uniqueEmail('x')), consent: false, school: '' })
    expect(missing.status).toBe(422)
    expect((await problem(missing)).fields).toMatchObject({ consent: SCHOLARSHIP_MESSAGES.consent, school: SCHOLARSHIP_MESSAGES.school })
  })
})

describe('a recommender, by their own link', () => {
  it('writes the letter once; the applicant is told it arrived and never sees it', async () => {
    const round = await openRound({ recommendations_required: 2 })
    const { email, token } = await applyFor(round.slug)
    const teacher = uniqueEmail('teacher')
    const asked = await postJson('/api/scholarships/application/recommenders', { token, name: 'Ms. Okafor', email: teacher })
    expect(asked.status).toBe(201)
    expect(((await asked.json()) as ApplicantView).recommendations).toEqual([{ name: 'Ms. Okafor', email: teacher, status: 'requested', received_at: null }])
    expect((await postJson('/api/scholarships/application/recommenders', { token, name: 'Me', email })).status).toBe(422)

    const request = await eventually(async () => (await mailsTo(teacher)).find((m) => subjectOf(m).includes('Jamie Rivera')))
    expect(mailText(request)).toContain(round.title)
    // Letters are read blind: the recommender is asked to leave names out, in the mail and on the page.
    expect(mailText(request).replace(/\s+/g, ' ')).toContain('Please leave names out of your letter')
    // Asked again before the letter arrived: a fresh link by mail, the one before stops working.
    const firstToken = tokenOf(await nthLink(teacher, 'recommend'))
    const askedAgain = await postJson('/api/scholarships/application/recommenders', { token, name: 'Ms. Okafor', email: teacher })
    expect(askedAgain.status).toBe(201)
    expect(((await askedAgain.json()) as ApplicantView).recommendations).toHaveLength(1)
    const letterToken = tokenOf(await nthLink(teacher, 'recommend', 2))
    expect(letterToken).not.toBe(firstToken)
    expect((await postJson('/api/scholarships/recommendations', { token: firstToken, letter: 'An old link.' })).status).toBe(404)
    const page = await http(`/scholarships/recommend?token=${letterToken}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Please leave names out of your letter.')

    const secret = `Jamie is the most careful student I have taught (${randomUUID()}).`
    const sent = await postJson('/api/scholarships/recommendations', { token: letterToken, letter: secret })
    expect(sent.status).toBe(201)
    expect(await sent.json()).toEqual({ message: SCHOLARSHIP_MESSAGES.letterReceived })
    const twice = await postJson('/api/scholarships/recommendations', { token: letterToken, letter: 'Another letter.' })
    expect(twice.status).toBe(409)
    expect((await problem(twice)).detail).toBe(SCHOLARSHIP_MESSAGES.letterTwice)

    // Once the letter arrived, asking that recommender again is refused.
    const afterLetter = await postJson('/api/scholarships/application/recommenders', { token, name: 'Ms. Okafor', email: teacher })
    expect(afterLetter.status).toBe(409)
    expect((await problem(afterLetter)).detail).toBe(SCHOLARSHIP_MESSAGES.recommenderTwice)

    const seen = await view(token)
    expect(seen.recommendations[0]).toMatchObject({ status: 'received' })
    expect(JSON.stringify(seen)).not.toContain(secret)
    const arrived = await eventually(async () => (await mailsTo(email)).find((m) => subjectOf(m) === 'A recommendation letter arrived'))
    expect(mailText(arrived)).not.toContain(secret)

    // A second recommender uploads a PDF: a file that is not one is refused and changes nothing.
    const coach = uniqueEmail('coach')
    expect((await postJson('/api/scholarships/application/recommenders', { token, name: 'Coach Lee', email: coach })).status).toBe(201)
    expect((await postJson('/api/scholarships/application/recommenders', { token, name: 'Third', email: uniqueEmail('third') })).status).toBe(409)
    const coachToken = tokenOf(await nthLink(coach, 'recommend'))
    for (const data of [Buffer.from('just some text'), PDF.subarray(0, 60)]) {
      const notPdf = await upload({ token: coachToken }, { data, name: 'letter.pdf', type: 'application/pdf' }, '/api/scholarships/recommendations')
      expect(notPdf.status).toBe(415)
    }
    const pdf = await upload({ token: coachToken }, { data: PDF, name: 'letter.pdf', type: 'application/pdf' }, '/api/scholarships/recommendations')
    expect(pdf.status).toBe(201)
    const stored = (await payload.find({ collection: 'scholarship-recommendations', where: { recommender_email: { equals: coach } }, depth: 0 })).docs[0]!
    expect(stored).toMatchObject({ status: 'received', letter_filename: 'letter.pdf', letter_size: PDF.length, letter_text: null })
    expect(typeof stored.letter_file).toBe('number')
  })
})

describe('a round that is not open', () => {
  it('answers 409 to applying before it opens and after it closes, and its links explain that it closed', async () => {
    const upcoming = await openRound({ opens_at: new Date(Date.now() + DAY).toISOString() })
    const early = await apply(upcoming.slug, applicant(uniqueEmail('early')))
    expect(early.status).toBe(409)
    expect((await problem(early)).detail).toBe(SCHOLARSHIP_MESSAGES.notOpenYet)

    const round = await openRound()
    const { email, token } = await applyFor(round.slug)
    const teacher = uniqueEmail('late-teacher')
    await postJson('/api/scholarships/application/recommenders', { token, name: 'Mr. Late', email: teacher })
    const letterToken = tokenOf(await nthLink(teacher, 'recommend'))
    // The deadline passed (written, not waited for).
    await payload.update({ collection: 'scholarship-rounds', id: round.id, data: { opens_at: new Date(Date.now() - 2 * DAY).toISOString(), closes_at: new Date(Date.now() - 60_000).toISOString() } })

    const closed = await apply(round.slug, applicant(uniqueEmail('late')))
    expect(closed.status).toBe(409)
    expect((await problem(closed)).detail).toBe(SCHOLARSHIP_MESSAGES.closed)
    for (const refused of [
      await sendJson('PUT', '/api/scholarships/application', { token, essay: 'Too late.' }),
      await postJson('/api/scholarships/application/submit', { token }),
      await postJson('/api/scholarships/recommendations', { token: letterToken, letter: 'Too late.' }),
    ]) {
      expect(refused.status).toBe(409)
      expect((await problem(refused)).detail).toBe(SCHOLARSHIP_MESSAGES.closed)
    }
    // The applicant can still see where their application stands.
    expect(await view(token)).toMatchObject({ open: false, status: 'draft' })
    expect((await payload.count({ collection: 'scholarship-applications', where: { round: { equals: round.id } } })).totalDocs).toBe(1)
    // A lost link after the deadline: the same answer, and no link that could no longer do anything.
    const lost = await postJson(`/api/scholarships/${round.slug}/link`, { email })
    expect(lost.status).toBe(202)
    await settle()
    expect((await linksTo(email, 'application')).length).toBe(1)
  })
})

describe('documents and letters are private', () => {
  it('never serves a file or an application to a stranger', async () => {
    const round = await openRound({ recommendations_required: 0 })
    const { token } = await applyFor(round.slug)
    expect((await upload({ token, key: 'transcript' }, { data: PDF, name: 'transcript.pdf', type: 'application/pdf' })).status).toBe(201)
    const application = (await payload.find({ collection: 'scholarship-applications', where: { round: { equals: round.id } }, depth: 0 })).docs[0]!
    const file = await payload.findByID({ collection: 'scholarship-files', id: application.documents![0]!.file as number, depth: 0 })
    expect(file.mimeType).toBe('application/pdf')

    // The applicant's own view names the file but gives no address for it.
    expect(JSON.stringify(await view(token))).not.toContain(file.filename!)
    // Payload's own routes and the media folder: nothing for a stranger.
    for (const path of [
      file.url!,
      `/cms/api/scholarship-files/${file.id}`,
      '/cms/api/scholarship-files',
      `/cms/api/scholarship-applications/${application.id}`,
      '/cms/api/scholarship-applications',
      '/cms/api/scholarship-recommendations',
      `/media/scholarships/${file.filename}`,
      `/scholarships/${file.filename}`,
    ]) {
      const response = await http(path)
      expect([401, 403, 404], path).toContain(response.status)
      expect(await response.text(), path).not.toContain('%PDF')
    }
    // A token that is not a live link: the same 404 whatever it is.
    const forged = await postJson('/api/scholarships/application', { token: 'A'.repeat(43) })
    expect(forged.status).toBe(404)
    expect((await problem(forged)).detail).toBe(SCHOLARSHIP_MESSAGES.linkExpired)
  })
})

describe('a lost link', () => {
  it('gets the same answer for any address; only the applicant is mailed a fresh link', async () => {
    const round = await openRound()
    const { email, token } = await applyFor(round.slug)
    const stranger = uniqueEmail('nobody')
    const known = await postJson(`/api/scholarships/${round.slug}/link`, { email })
    const unknown = await postJson(`/api/scholarships/${round.slug}/link`, { email: stranger })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    const answer = await known.json()
    expect(answer).toEqual({ message: SCHOLARSHIP_MESSAGES.linkSent })
    expect(await unknown.json()).toEqual(answer)
    // The same work for both: one job each, which looks the address up and mails.
    const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'requestScholarshipLink' } }, sort: '-createdAt', limit: 50, depth: 0 })
    for (const address of [email, stranger])
      expect(
        jobs.filter((job) => (job.input as { email?: string }).email === address),
        address,
      ).toHaveLength(1)

    const fresh = tokenOf(await nthLink(email, 'application', 2))
    expect(fresh).not.toBe(token)
    expect((await view(fresh)).email).toBe(email)
    await settle()
    expect(await mailsTo(stranger)).toEqual([])
  })
})

/** Uses up the address's hour of mails, through the API: five links to its application in another round. */
async function useUpMails(email: string) {
  const other = await openRound()
  for (let i = 0; i < 5; i++) expect((await apply(other.slug, applicant(email))).status).toBe(201)
}

describe('the mails to one address in an hour', () => {
  it('once used up, applying and asking a recommender are 429 and nothing is stored', async () => {
    const round = await openRound()
    const capped = uniqueEmail('capped')
    await useUpMails(capped)
    const refused = await apply(round.slug, applicant(capped))
    expect(refused.status).toBe(429)
    expect((await problem(refused)).detail).toBe(SCHOLARSHIP_MESSAGES.mailCap)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await payload.count({ collection: 'scholarship-applications', where: { email: { equals: capped }, round: { equals: round.id } } })).totalDocs).toBe(0)

    const { token } = await applyFor(round.slug)
    const teacher = uniqueEmail('capped-teacher')
    await useUpMails(teacher)
    const notAsked = await postJson('/api/scholarships/application/recommenders', { token, name: 'Mx. Busy', email: teacher })
    expect(notAsked.status).toBe(429)
    expect((await problem(notAsked)).detail).toBe(SCHOLARSHIP_MESSAGES.mailCap)
    expect((await payload.count({ collection: 'scholarship-recommendations', where: { recommender_email: { equals: teacher } } })).totalDocs).toBe(0)
    expect((await view(token)).recommendations).toEqual([])
  })

  it('is one cap of 5 for an address, across its own application links and the letters it is asked for', async () => {
    const round = await openRound()
    const busy = uniqueEmail('busy')
    expect((await apply(round.slug, applicant(busy))).status).toBe(201)
    for (let i = 0; i < 4; i++) {
      const { token } = await applyFor(round.slug)
      expect((await postJson('/api/scholarships/application/recommenders', { token, name: 'Mx. Busy', email: busy })).status).toBe(201)
    }
    const { token } = await applyFor(round.slug)
    const sixth = await postJson('/api/scholarships/application/recommenders', { token, name: 'Mx. Busy', email: busy })
    const again = await apply(round.slug, applicant(busy))
    await settle()
    const mailed = (await mailsTo(busy)).length
    console.info(`scholarship mails to one address: the sixth ask ${sixth.status}, applying again ${again.status}, ${mailed} mails reached it`)
    expect(sixth.status).toBe(429)
    expect(again.status).toBe(429)
    expect(mailed).toBe(5)
  })
})

/** A one-page PDF whose metadata names its author, in the information dictionary and in XMP. */
async function pdfNaming(author: string): Promise<Buffer> {
  const document = await PDFDocument.create()
  document.addPage([200, 200])
  document.setAuthor(author)
  document.setTitle(`Transcript of ${author}`)
  document.setSubject(`${author}, Hudson High School`)
  document.setKeywords([author])
  document.setCreator(`${author}'s laptop`)
  document.setProducer('Word for Jane')
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${author}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`
  document.catalog.set(PDFName.of('Metadata'), document.context.register(document.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })))
  return Buffer.from(await document.save({ useObjectStreams: false }))
}

describe('an uploaded PDF as staff and reviewers receive it', () => {
  it('carries no author, title, subject, keywords, creator, producer or XMP; an encrypted PDF is refused', async () => {
    const round = await openRound({ recommendations_required: 0 })
    const { token } = await applyFor(round.slug)
    const named = await pdfNaming('Jane Applicant')
    expect(named.toString('latin1')).toContain('Jane Applicant')
    expect((await upload({ token, key: 'transcript' }, { data: named, name: 'transcript.pdf', type: 'application/pdf' })).status).toBe(201)
    const encrypted = Buffer.from(PDF.toString('latin1').replace('/Root 1 0 R >>', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> >>'), 'latin1')
    const refused = await upload({ token, key: 'transcript' }, { data: encrypted, name: 'locked.pdf', type: 'application/pdf' })
    expect(refused.status).toBe(422)
    expect((await problem(refused)).fields).toEqual({ file: SCHOLARSHIP_MESSAGES.pdfUnreadable })
    expect((await view(token)).documents[0]).toMatchObject({ uploaded: true, filename: 'transcript.pdf' })

    expect((await sendJson('PUT', '/api/scholarships/application', { token, essay: 'I will study nursing.' })).status).toBe(200)
    expect((await postJson('/api/scholarships/application/submit', { token })).status).toBe(200)
    const application = (await payload.find({ collection: 'scholarship-applications', where: { round: { equals: round.id } }, depth: 0 })).docs[0]!
    const reviewerEmail = uniqueEmail('reviewer')
    await payload.create({ collection: 'users', data: { email: reviewerEmail, password: 'a long enough password 9', role: 'reviewer' } })
    const reviewer = await apiLogin(reviewerEmail, 'a long enough password 9')
    const fileUrl = `/api/review/files/${application.documents![0]!.file as number}`
    // Admins open the original (they read the applicant's name anyway); reviewers the review copy.
    const original = await http(fileUrl, { headers: bearer(admin) })
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).toString('latin1')).toContain('Jane Applicant')
    const served = await http(fileUrl, { headers: bearer(reviewer) })
    expect(served.status).toBe(200)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.toString('latin1')).not.toContain('Jane Applicant')
    const document = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(document.getPageCount()).toBe(1)
    for (const value of [document.getAuthor(), document.getTitle(), document.getSubject(), document.getKeywords(), document.getCreator(), document.getProducer()]) expect(value ?? '').toBe('')
    expect(document.catalog.get(PDFName.of('Metadata'))).toBeUndefined()
  })
})
