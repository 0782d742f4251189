import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AdminRound, BlindApplication, RankedApplication, ReviewRound, StaffApplication } from '@/contracts/scholarshipReview'
import { poolOf } from '@/lib/postgres'
import type { ScholarshipApplication } from '@/payload-types'

import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, linksIn, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

// The staff side of a scholarship round, through the API: an admin opens a round; a reviewer
// invited like any staff member reads the submitted applications blind, opens the files reviewers
// may see, scores and steps back from one; the admin reads the ranking, sends the decisions once
// and publishes a recipient; the housekeeping deletes documents and letters after the retention
// period. Applications are written through the Local API: the applicant's side has tests of its own.

let payload: Payload
let admin: string
let reviewer: string
let otherReviewer: string
let content: string
const PASSWORD = 'a long enough password 9'
const tag = randomUUID().slice(0, 8)
const hour = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const pdf = (words: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${words}\nxref\n0 1\n0000000000 65535 f \ntrailer << /Size 1 /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`,
  )

const roundBody = (over: Record<string, unknown> = {}) => ({
  title: 'Bright Futures Award',
  slug: `bright-${tag}`,
  summary: 'For graduating students.',
  description: 'A round for the review tests.',
  award_cents: 150_000,
  awards_count: 1,
  opens_at: at(-48 * hour),
  closes_at: at(48 * hour),
  essay_prompt: 'Tell us what comes next.',
  essay_max_words: 500,
  documents: [
    { key: 'transcript', label: 'Transcript', required: true, reviewers_see: true },
    { key: 'budget', label: 'Family budget', required: false, reviewers_see: false },
  ],
  recommendations_required: 1,
  criteria: [
    { key: 'essay', label: 'Essay' },
    { key: 'need', label: 'Need' },
  ],
  is_published: true,
  ...over,
})

const fields = async (response: Response) => (await response.json()) as { detail: string; fields?: Record<string, string> }
const getJson = async <T>(path: string, token: string): Promise<T> => {
  const response = await http(path, { headers: bearer(token) })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

async function storedPdf(words: string, purpose: 'document' | 'letter'): Promise<number> {
  const data = pdf(words)
  const file = await payload.create({ collection: 'scholarship-files', data: { purpose }, file: { data, mimetype: 'application/pdf', name: `${purpose}-${randomUUID()}.pdf`, size: data.length } })
  return file.id
}

type Applicant = { application: ScholarshipApplication; name: string; email: string; phone: string; school: string; recommender: string; recommenderEmail: string; files: number[] }

/** A submitted (or draft) application with a transcript and a budget, and a received letter (text or PDF). */
async function applicant(
  round: number,
  label: string,
  options: { letter: 'text' | 'pdf'; status?: 'draft' | 'submitted'; letterText?: (who: Omit<Applicant, 'application' | 'files'>) => string },
): Promise<Applicant> {
  const who = {
    name: `Applicant ${label} Quill`,
    email: uniqueEmail(`applicant-${label}`),
    phone: '555-0142',
    school: `Lakeside ${label} High`,
    recommender: `Coach ${label} Ember`,
    recommenderEmail: uniqueEmail(`coach-${label}`),
  }
  const transcript = await storedPdf(`transcript of ${label}`, 'document')
  const budget = await storedPdf(`budget of ${label}`, 'document')
  const status = options.status ?? 'submitted'
  const application = await payload.create({
    collection: 'scholarship-applications',
    data: {
      round,
      name: who.name,
      email: who.email,
      phone: who.phone,
      school: who.school,
      graduation_year: new Date().getUTCFullYear() + 1,
      essay: `Essay ${label}: my mother taught me to keep going.`,
      consent_at: at(0),
      status,
      submitted_at: status === 'submitted' ? at(0) : null,
      documents: [
        { key: 'transcript', file: transcript, filename: 'transcript.pdf', size: 300, uploaded_at: at(0) },
        { key: 'budget', file: budget, filename: 'budget.pdf', size: 300, uploaded_at: at(0) },
      ],
    },
  })
  const letterFile = options.letter === 'pdf' ? await storedPdf(`letter for ${label}`, 'letter') : null
  await payload.create({
    collection: 'scholarship-recommendations',
    data: {
      application: application.id,
      recommender_name: who.recommender,
      recommender_email: who.recommenderEmail,
      status: 'received',
      received_at: at(0),
      ...(letterFile ? { letter_file: letterFile, letter_filename: 'letter.pdf', letter_size: 300 } : { letter_text: options.letterText?.(who) ?? `Letter for ${label}: steady, kind and brave.` }),
    },
  })
  return { application, ...who, files: [transcript, budget, ...(letterFile ? [letterFile] : [])] }
}

const auditOf = async (action: string, targetId: number) =>
  (await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: action } }, { target_id: { equals: String(targetId) } }] }, depth: 0 })).docs

const f = {} as { round: AdminRound; first: Applicant; second: Applicant; draft: Applicant; reviewerEmail: string }

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
  // A reviewer invited like any staff member: the invitation's link, a password, a sign-in.
  f.reviewerEmail = uniqueEmail('reviewer')
  expect((await sendJson('POST', '/api/admin/staff', { email: f.reviewerEmail, role: 'reviewer' }, admin)).status).toBe(201)
  const link = await eventually(async () => {
    const mails = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(f.reviewerEmail))
    return mails.flatMap((m) => linksIn(m, /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/g))[0]
  })
  expect((await postJson('/api/auth/invitation', { token: new URL(link).searchParams.get('token'), password: PASSWORD })).status).toBe(200)
  reviewer = await apiLogin(f.reviewerEmail, PASSWORD)
  const made = async (role: 'reviewer' | 'content') => {
    const email = uniqueEmail(role)
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
    return apiLogin(email, PASSWORD)
  }
  otherReviewer = await made('reviewer')
  content = await made('content')

  const created = await sendJson('POST', '/api/admin/scholarships', roundBody(), admin)
  expect(created.status, await created.clone().text()).toBe(201)
  f.round = (await created.json()) as AdminRound
  f.first = await applicant(f.round.id, 'one', { letter: 'text' })
  f.second = await applicant(f.round.id, 'two', { letter: 'pdf' })
  f.draft = await applicant(f.round.id, 'draft', { letter: 'text', status: 'draft' })
})

describe('rounds, for admins alone', () => {
  it('a stranger is 401 and every other role 403, the reviewer too; nothing is stored', async () => {
    const body = roundBody({ slug: `refused-${tag}` })
    expect((await sendJson('POST', '/api/admin/scholarships', body)).status).toBe(401)
    for (const token of [content, reviewer]) {
      const refused = await sendJson('POST', '/api/admin/scholarships', body, token)
      expect(refused.status).toBe(403)
      expect((await fields(refused)).detail).toMatch(/^Your role \((Content|Reviewer)\) does not include managing staff and settings\./)
    }
    expect((await http('/api/admin/scholarships', { headers: bearer(reviewer) })).status).toBe(403)
    expect((await payload.count({ collection: 'scholarship-rounds', where: { slug: { equals: `refused-${tag}` } } })).totalDocs).toBe(0)
  })

  it('answers bad rounds field by field: a slug taken, closing before opening, keys twice, letters outside 0 to 3', async () => {
    const refused = await sendJson(
      'POST',
      '/api/admin/scholarships',
      roundBody({
        opens_at: at(48 * hour),
        closes_at: at(24 * hour),
        documents: [
          { key: 'essay', label: 'A' },
          { key: 'essay', label: 'B' },
        ],
        criteria: [
          { key: 'need', label: 'A' },
          { key: 'need', label: 'B' },
        ],
        recommendations_required: 4,
      }),
      admin,
    )
    expect(refused.status).toBe(422)
    const { fields: byField } = await fields(refused)
    expect(byField).toMatchObject({
      documents: 'Each document needs its own key',
      criteria: 'Each criterion needs its own key',
      recommendations_required: 'Recommendations: a whole number from 0 to 3',
    })
    const backwards = await sendJson('POST', '/api/admin/scholarships', roundBody({ slug: `backwards-${tag}`, opens_at: at(48 * hour), closes_at: at(24 * hour) }), admin)
    expect(backwards.status).toBe(422)
    expect((await fields(backwards)).fields).toEqual({ closes_at: 'The round must close after it opens' })
    const taken = await sendJson('POST', '/api/admin/scholarships', roundBody(), admin)
    expect(taken.status).toBe(422)
    expect((await fields(taken)).fields).toEqual({ slug: 'Another round already has this slug' })
  })

  it('lists, changes and audits a round', async () => {
    const listed = (await getJson<AdminRound[]>('/api/admin/scholarships', admin)).find((r) => r.id === f.round.id)
    expect(listed).toMatchObject({ slug: `bright-${tag}`, phase: 'open', applications: 3, submitted: 2, decisions_sent_at: null })
    const changed = await sendJson('PUT', `/api/admin/scholarships/${f.round.id}`, roundBody({ summary: 'For graduating seniors.', opens_at: f.round.opens_at, closes_at: f.round.closes_at }), admin)
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as AdminRound).summary).toBe('For graduating seniors.')
    expect((await auditOf('create', f.round.id)).some((e) => e.target_collection === 'scholarship-rounds')).toBe(true)
    expect((await auditOf('update', f.round.id)).flatMap((e) => e.changed_fields ?? [])).toContain('summary')
  })
})

describe('the reviewer role', () => {
  it('signs in and sees who they are, and every other staff endpoint refuses them', async () => {
    expect(await getJson('/api/auth/me', reviewer)).toMatchObject({ email: f.reviewerEmail, role: 'reviewer' })
    for (const path of ['/api/admin/staff', '/api/donations/list', '/api/admin/messages', '/api/admin/jobs']) {
      const refused = await http(path, { headers: bearer(reviewer) })
      expect(refused.status, path).toBe(403)
      expect((await fields(refused)).detail).toMatch(/^Your role \(Reviewer\) does not include/)
    }
    expect((await http('/api/review/scholarships', { headers: bearer(content) })).status).toBe(403)
    const rounds = await getJson<ReviewRound[]>('/api/review/scholarships', reviewer)
    expect(rounds.find((r) => r.id === f.round.id)).toMatchObject({ submitted: 2, scored_by_me: 0, decided: false, documents: [{ key: 'transcript', label: 'Transcript' }] })
  })
})

describe('blind review', () => {
  it('lists the submitted applications with the essay, answers and letters, and no one’s name, email, phone, school or recommender', async () => {
    expect((await http(`/api/review/scholarships/${f.round.id}/applications`)).status).toBe(401)
    const list = await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, reviewer)
    expect(list.map((a) => a.id).sort()).toEqual([f.first.application.id, f.second.application.id].sort())
    const first = list.find((a) => a.id === f.first.application.id)!
    expect(first).toMatchObject({ code: f.first.application.code, essay: 'Essay one: my mother taught me to keep going.', graduation_year: new Date().getUTCFullYear() + 1, my_review: null })
    expect(first.letters).toEqual([expect.objectContaining({ text: 'Letter for one: steady, kind and brave.', url: null })])
    expect(first.documents.map((d) => d.key)).toEqual(['transcript'])
    const second = list.find((a) => a.id === f.second.application.id)!
    expect(second.letters).toEqual([expect.objectContaining({ text: null, url: expect.stringMatching(/^\/api\/review\/files\/\d+$/) })])
    const text = JSON.stringify(list)
    for (const who of [f.first, f.second]) {
      for (const identity of [who.name, who.email, who.phone, who.school, who.recommender, who.recommenderEmail, 'Quill', 'Lakeside', 'Ember']) expect(text).not.toContain(identity)
    }
    expect(await auditOf('scholarship.review.read', f.round.id)).not.toEqual([])
  })

  it('opens the documents reviewers may see and the letters, each opening audited; never a stranger, never a document kept for staff', async () => {
    const [second] = (await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, reviewer)).filter((a) => a.id === f.second.application.id)
    const [transcript, budget, letter] = f.second.files
    for (const url of [second!.documents[0]!.url, second!.letters[0]!.url!]) {
      const opened = await http(url, { headers: bearer(reviewer) })
      expect(opened.status, url).toBe(200)
      expect(opened.headers.get('content-type')).toBe('application/pdf')
      expect(opened.headers.get('cache-control')).toMatch(/no-store/)
      expect(opened.headers.get('content-disposition')).toContain(f.second.application.code!)
      expect((await opened.text()).startsWith('%PDF-1.4')).toBe(true)
    }
    expect(second!.documents[0]!.file_id).toBe(transcript)
    expect(second!.letters[0]!.file_id).toBe(letter)
    // The budget is not for reviewers (404 as if it were not there); an admin opens it.
    expect((await http(`/api/review/files/${budget}`, { headers: bearer(reviewer) })).status).toBe(404)
    expect((await http(`/api/review/files/${budget}`, { headers: bearer(admin) })).status).toBe(200)
    // A draft's files are nobody's to review.
    expect((await http(`/api/review/files/${f.draft.files[0]}`, { headers: bearer(reviewer) })).status).toBe(404)
    for (const id of [transcript, budget, letter]) {
      expect((await http(`/api/review/files/${id}`)).status).toBe(401)
      expect((await http(`/api/review/files/${id}`, { headers: bearer(content) })).status).toBe(403)
      // Payload's own file route keeps them from the public as well.
      const file = await payload.findByID({ collection: 'scholarship-files', id: id!, depth: 0 })
      const direct = await http(file.url!)
      expect([401, 403, 404]).toContain(direct.status)
      await direct.body?.cancel()
    }
    expect((await http('/api/review/files/999999999', { headers: bearer(admin) })).status).toBe(404)
    const opened = await auditOf('scholarship.file.open', f.second.application.id)
    expect(opened.length).toBe(3)
    expect(opened.map((e) => e.summary).join(' ')).not.toMatch(/Quill|Lakeside|Ember/)
  })

  it('takes scores of 1 to 5 on the round’s criteria: 7, an unknown criterion or a missing one is 422 and nothing is stored', async () => {
    const score = (id: number, body: unknown, token = reviewer) => sendJson('PUT', `/api/review/applications/${id}/score`, body, token)
    const seven = await score(f.first.application.id, { scores: { essay: 7, need: 3 } })
    expect(seven.status).toBe(422)
    expect((await fields(seven)).fields).toEqual({ 'scores.essay': 'Each score must be a whole number from 1 to 5' })
    const unknown = await score(f.first.application.id, { scores: { essay: 4, need: 3, charm: 5 } })
    expect(unknown.status).toBe(422)
    expect((await fields(unknown)).fields).toEqual({ 'scores.charm': 'This round has no criterion “charm”.' })
    const missing = await score(f.first.application.id, { scores: { essay: 4 } })
    expect(missing.status).toBe(422)
    expect((await fields(missing)).fields).toEqual({ 'scores.need': 'Please score this criterion' })
    expect((await payload.count({ collection: 'scholarship-reviews', where: { application: { equals: f.first.application.id } } })).totalDocs).toBe(0)
    // A draft is no one's to score; a stranger is 401.
    expect((await score(f.draft.application.id, { scores: { essay: 4, need: 4 } })).status).toBe(404)
    expect((await sendJson('PUT', `/api/review/applications/${f.first.application.id}/score`, { scores: { essay: 4, need: 4 } })).status).toBe(401)

    const stored = await score(f.first.application.id, { scores: { essay: 5, need: 4 }, comment: 'A clear, honest voice.' })
    expect(stored.status).toBe(200)
    expect(await stored.json()).toMatchObject({ application_id: f.first.application.id, scores: { essay: 5, need: 4 }, comment: 'A clear, honest voice.', conflict: false })
    expect((await score(f.second.application.id, { scores: { essay: 2, need: 2 } })).status).toBe(200)
    expect((await score(f.first.application.id, { scores: { essay: 3, need: 4 }, comment: 'Good, not yet great.' }, otherReviewer)).status).toBe(200)
    expect((await score(f.first.application.id, { scores: { essay: 4, need: 4 } }, admin)).status).toBe(200)
    expect((await score(f.first.application.id, { scores: { essay: 5, need: 4 }, comment: 'A clear, honest voice.' })).status).toBe(200) // changed again: still one review
    expect((await payload.count({ collection: 'scholarship-reviews', where: { application: { equals: f.first.application.id } } })).totalDocs).toBe(3)
    expect(
      await auditOf('scholarship.score', (await payload.find({ collection: 'scholarship-reviews', where: { application: { equals: f.first.application.id } }, limit: 1 })).docs[0]!.id),
    ).not.toEqual([])
  })

  it('a reviewer sees their own scores, never another’s', async () => {
    const mine = (await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, reviewer)).find((a) => a.id === f.first.application.id)!
    expect(mine.my_review).toMatchObject({ scores: { essay: 5, need: 4 }, comment: 'A clear, honest voice.' })
    const theirs = (await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, otherReviewer)).find((a) => a.id === f.first.application.id)!
    expect(theirs.my_review).toMatchObject({ scores: { essay: 3, need: 4 }, comment: 'Good, not yet great.' })
    expect(JSON.stringify(theirs)).not.toContain('A clear, honest voice.')
    const second = (await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, otherReviewer)).find((a) => a.id === f.second.application.id)!
    expect(second.my_review).toBeNull()
  })

  it('declaring a conflict takes the application off the reviewer’s list, scores and files for good', async () => {
    const declared = await sendJson('PUT', `/api/review/applications/${f.second.application.id}/score`, { conflict: true }, otherReviewer)
    expect(declared.status).toBe(200)
    expect(await declared.json()).toMatchObject({ conflict: true, scores: {} })
    const list = await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, otherReviewer)
    expect(list.map((a) => a.id)).toEqual([f.first.application.id])
    expect((await sendJson('PUT', `/api/review/applications/${f.second.application.id}/score`, { scores: { essay: 1, need: 1 } }, otherReviewer)).status).toBe(404)
    expect((await http(`/api/review/files/${f.second.files[0]}`, { headers: bearer(otherReviewer) })).status).toBe(404)
    expect((await getJson<ReviewRound[]>('/api/review/scholarships', otherReviewer)).find((r) => r.id === f.round.id)).toMatchObject({ scored_by_me: 1, conflicts_by_me: 1 })
    // The other reviewer still has it.
    expect((await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, reviewer)).map((a) => a.id)).toContain(f.second.application.id)
  })
})

describe('letters stay blind', () => {
  const redact = (id: number, body: unknown, token = admin) => sendJson('PUT', `/api/admin/scholarships/letters/${id}/redaction`, body, token)
  const lettersOf = async (round: number, application: number) => (await getJson<StaffApplication[]>(`/api/admin/scholarships/${round}/applications`, admin)).find((a) => a.id === application)!.letters
  const blindLetters = async (round: number, application: number, token = reviewer) =>
    (await getJson<BlindApplication[]>(`/api/review/scholarships/${round}/applications`, token)).find((a) => a.id === application)!.letters
  const r = {} as { round: AdminRound; named: Applicant; clean: Applicant; pdf: Applicant }

  beforeAll(async () => {
    r.round = (await (await sendJson('POST', '/api/admin/scholarships', roundBody({ slug: `blind-letters-${tag}`, is_published: false }), admin)).json()) as AdminRound
    // The attack's letter: it names the writer, their school (the applicant's) and the applicant.
    r.named = await applicant(r.round.id, 'named', {
      letter: 'text',
      letterText: (who) => `I am ${who.recommender.toUpperCase()}, physics teacher at ${who.school}. I recommend ${who.name.split(' ').reverse().join(' ')} without reserve.`,
    })
    r.clean = await applicant(r.round.id, 'clean', { letter: 'text', letterText: () => 'I have taught this student physics for two years: steady, kind and brave.' })
    r.pdf = await applicant(r.round.id, 'pdf', { letter: 'pdf' })
  })

  it('flags to admins a typed letter that names the applicant, the writer or the school; a PDF is not searched', async () => {
    const [named] = await lettersOf(r.round.id, r.named.application.id)
    // Each name part of three letters or more, as a whole word in any case ("Applicant named Quill", "Coach named Ember").
    expect(named).toMatchObject({ status: 'received', redacted_text: null, text: expect.stringContaining('I am COACH NAMED EMBER') })
    expect([...named!.names_found!].sort()).toEqual(['Applicant', 'Coach', 'Ember', 'Lakeside named High', 'Quill', 'named'].sort())
    expect((await lettersOf(r.round.id, r.clean.application.id))[0]!.names_found).toEqual([])
    expect((await lettersOf(r.round.id, r.pdf.application.id))[0]).toMatchObject({ names_found: null, text: null, file_id: expect.any(Number) })
  })

  it('an admin redacts a typed letter: reviewers read the redacted text, admins keep the original, and the change is audited', async () => {
    const [named] = await lettersOf(r.round.id, r.named.application.id)
    const redacted = 'I am the student’s physics teacher. I recommend the student without reserve.'
    // Who may: admins alone.
    expect((await sendJson('PUT', `/api/admin/scholarships/letters/${named!.id}/redaction`, { text: redacted })).status).toBe(401)
    for (const token of [reviewer, content]) expect((await redact(named!.id, { text: redacted }, token)).status).toBe(403)
    // Bad input: a clear 4xx, nothing stored.
    const missing = await redact(named!.id, {})
    expect(missing.status).toBe(422)
    expect((await fields(missing)).fields).toEqual({ text: 'Send text: the letter as reviewers should read it, or null to show them the letter as written.' })
    const tooLong = await redact(named!.id, { text: 'x'.repeat(20_001) })
    expect(tooLong.status).toBe(422)
    expect((await fields(tooLong)).fields).toEqual({ text: 'Please keep this under 20,000 characters' })
    expect(
      (await http(`/api/admin/scholarships/letters/${named!.id}/redaction`, { method: 'PUT', headers: { ...bearer(admin), 'Content-Type': 'application/json' }, body: 'x'.repeat(70_000) })).status,
    ).toBe(413)
    expect((await redact(999_999_999, { text: redacted })).status).toBe(404)
    const pdfLetter = (await lettersOf(r.round.id, r.pdf.application.id))[0]!
    const refused = await redact(pdfLetter.id, { text: redacted })
    expect(refused.status).toBe(409)
    expect((await fields(refused)).detail).toBe('Only a typed letter that has arrived can be redacted; a PDF letter reaches reviewers as its writer sent it.')
    expect((await lettersOf(r.round.id, r.named.application.id))[0]!.redacted_text).toBeNull()

    const saved = await redact(named!.id, { text: `  ${redacted}\n` })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await saved.json()).toMatchObject({ id: named!.id, text: named!.text, redacted_text: redacted, names_found: [] })
    // Reviewers read the redacted text, never the original or a name.
    const seen = await blindLetters(r.round.id, r.named.application.id)
    expect(seen).toEqual([expect.objectContaining({ text: redacted })])
    for (const identity of ['Quill', 'Ember', 'Lakeside', 'COACH']) expect(JSON.stringify(seen)).not.toContain(identity)
    // Admins keep the original beside it.
    expect((await lettersOf(r.round.id, r.named.application.id))[0]).toMatchObject({ text: named!.text, redacted_text: redacted })
    const [entry, ...more] = await auditOf('scholarship.letter.redact', named!.id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ target_collection: 'scholarship-recommendations', changed_fields: ['letter_text_redacted'] })
    expect(JSON.stringify(entry)).not.toContain('physics teacher')

    // A redaction that leaves a name is flagged again; null shows reviewers the letter as written.
    expect(await (await redact(named!.id, { text: 'I recommend Quill.' })).json()).toMatchObject({ names_found: ['Quill'] })
    expect(await (await redact(named!.id, { text: null })).json()).toMatchObject({ redacted_text: null, names_found: expect.arrayContaining(['Quill', 'Ember']) })
    expect(await blindLetters(r.round.id, r.named.application.id)).toEqual([expect.objectContaining({ text: named!.text })])
    expect(await auditOf('scholarship.letter.redact', named!.id)).toHaveLength(3)
  })
})

describe('scores close under the decisions lock', () => {
  it('a score sent at the same time as the decisions either lands before them or is refused (409), never after them', { timeout: 60_000 }, async () => {
    const results: number[] = []
    for (let run = 0; run < 4; run++) {
      // A closed round with two submitted applications, ready to decide.
      const round = (await (
        await sendJson('POST', '/api/admin/scholarships', roundBody({ slug: `race-${run}-${tag}`, opens_at: at(-72 * hour), closes_at: at(-hour), is_published: false }), admin)
      ).json()) as AdminRound
      const one = await applicant(round.id, `race-${run}-a`, { letter: 'text' })
      const two = await applicant(round.id, `race-${run}-b`, { letter: 'text' })
      const scores = [reviewer, otherReviewer, admin].flatMap((token) =>
        [one, two].map((who) => sendJson('PUT', `/api/review/applications/${who.application.id}/score`, { scores: { essay: 3, need: 3 } }, token)),
      )
      const [decided, ...scored] = await Promise.all([sendJson('POST', `/api/admin/scholarships/${round.id}/decisions`, { awarded: [one.application.id] }, admin), ...scores])
      expect(decided.status).toBe(200)
      for (const answer of scored) {
        expect([200, 409]).toContain(answer.status)
        if (answer.status === 409) expect((await fields(answer)).detail).toBe('The decisions for this round are sent: scores can no longer change.')
        results.push(answer.status)
      }
      const { decisions_sent_at: sentAt } = await payload.findByID({ collection: 'scholarship-rounds', id: round.id, depth: 0 })
      const { docs: reviews } = await payload.find({ collection: 'scholarship-reviews', where: { application: { in: [one.application.id, two.application.id] } }, pagination: false, depth: 0 })
      expect(reviews).toHaveLength(scored.filter((answer) => answer.status === 200).length)
      for (const review of reviews) expect(new Date(review.updatedAt).getTime()).toBeLessThanOrEqual(new Date(sentAt!).getTime())
      // After the decisions, a score is refused and nothing changes.
      const late = await sendJson('PUT', `/api/review/applications/${two.application.id}/score`, { scores: { essay: 1, need: 1 } }, reviewer)
      expect(late.status).toBe(409)
      expect(
        (await payload.count({ collection: 'scholarship-reviews', where: { and: [{ application: { in: [one.application.id, two.application.id] } }, { updatedAt: { greater_than: sentAt } }] } }))
          .totalDocs,
      ).toBe(0)
    }
    console.log(`scores racing the decisions: ${results.filter((s) => s === 200).length} landed before them, ${results.filter((s) => s === 409).length} refused after them`)
  })
})

describe('the ranking and the decisions', () => {
  it('ranks best first with the average, reviews, spread, conflicts and comments; admins only', async () => {
    expect((await http(`/api/admin/scholarships/${f.round.id}/ranking`, { headers: bearer(reviewer) })).status).toBe(403)
    // Scored criteria keep their keys.
    const rekeyed = await sendJson(
      'PUT',
      `/api/admin/scholarships/${f.round.id}`,
      roundBody({
        criteria: [
          { key: 'essay', label: 'Essay' },
          { key: 'grit', label: 'Grit' },
        ],
      }),
      admin,
    )
    expect(rekeyed.status).toBe(422)
    expect((await fields(rekeyed)).fields).toEqual({ criteria: 'Reviewers have scored this round: its criteria keys can no longer change.' })
    const ranking = await getJson<RankedApplication[]>(`/api/admin/scholarships/${f.round.id}/ranking`, admin)
    expect(ranking.map((r) => r.application_id)).toEqual([f.first.application.id, f.second.application.id])
    // Reviews of the first: 4.5 (5 and 4), 3.5 (3 and 4), 4 (4 and 4).
    expect(ranking[0]).toMatchObject({ name: f.first.name, email: f.first.email, average: 4, reviews: 3, spread: 1, conflicts: 0, criteria: { essay: 4, need: 4 }, decision: null })
    expect(ranking[0]!.comments.map((c) => c.comment).sort()).toEqual(['A clear, honest voice.', 'Good, not yet great.'])
    expect(ranking[1]).toMatchObject({ average: 2, reviews: 1, spread: 0, conflicts: 1 })
    expect(await auditOf('scholarship.ranking', f.round.id)).not.toEqual([])
  })

  it('shows admins every application with who applied and every document and letter; no one else', async () => {
    expect((await http(`/api/admin/scholarships/${f.round.id}/applications`, { headers: bearer(reviewer) })).status).toBe(403)
    const all = await getJson<StaffApplication[]>(`/api/admin/scholarships/${f.round.id}/applications`, admin)
    expect(all.map((a) => a.id)).toEqual([f.first.application.id, f.second.application.id, f.draft.application.id])
    const second = all[1]!
    expect(second).toMatchObject({ name: f.second.name, email: f.second.email, school: f.second.school, status: 'submitted' })
    expect(second.documents.map((d) => [d.key, d.reviewers_see, d.file_id])).toEqual([
      ['transcript', true, f.second.files[0]],
      ['budget', false, f.second.files[1]],
    ])
    expect(second.letters).toEqual([expect.objectContaining({ recommender_name: f.second.recommender, status: 'received', file_id: f.second.files[2] })])
    expect(await auditOf('scholarship.applications.read', f.round.id)).not.toEqual([])
  })

  it('decides a closed round once: each submitted applicant mailed once, a second call 409; a reviewer 403', async () => {
    const decide = (body: unknown, token = admin) => sendJson('POST', `/api/admin/scholarships/${f.round.id}/decisions`, body, token)
    expect((await decide({ awarded: [f.first.application.id] }, reviewer)).status).toBe(403)
    expect((await sendJson('POST', `/api/admin/scholarships/${f.round.id}/decisions`, { awarded: [] })).status).toBe(401)
    const early = await decide({ awarded: [f.first.application.id] })
    expect(early.status).toBe(409)
    expect((await fields(early)).detail).toMatch(/Send the decisions once it has closed\.$/)
    expect((await sendJson('PUT', `/api/admin/scholarships/${f.round.id}`, roundBody({ opens_at: at(-72 * hour), closes_at: at(-hour) }), admin)).status).toBe(200)

    const draft = await decide({ awarded: [f.draft.application.id] })
    expect(draft.status).toBe(422)
    expect((await fields(draft)).fields).toEqual({ awarded: 'Each awarded id must be a submitted application of this round.' })
    expect((await decide({ awarded: [f.first.application.id, f.second.application.id] })).status).toBe(422) // one award only
    await jobsSettled(testStack().databaseURL)
    const decisionMails = async (to: string) =>
      (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to) && /Subject: (You have been awarded|The decision on your application)/.test(m.raw))
    expect(await decisionMails(f.first.email)).toEqual([])

    const sent = await decide({ awarded: [f.first.application.id] })
    expect(sent.status, await sent.clone().text()).toBe(200)
    expect(await sent.json()).toMatchObject({ awarded: 1, declined: 1 })
    const again = await decide({ awarded: [f.first.application.id] })
    expect(again.status).toBe(409)
    expect((await fields(again)).detail).toMatch(/^The decisions for this round were already sent on /)

    await jobsSettled(testStack().databaseURL)
    const [award, ...moreAwards] = await decisionMails(f.first.email)
    expect(moreAwards).toEqual([])
    expect(mailText(award!)).toContain('you have been awarded the Bright Futures Award: a scholarship of $1,500.')
    const [decline, ...moreDeclines] = await decisionMails(f.second.email)
    expect(moreDeclines).toEqual([])
    expect(mailText(decline!)).toContain('your application was not chosen for an award this year')
    expect(await decisionMails(f.draft.email)).toEqual([])
    const decided = await payload.findByID({ collection: 'scholarship-applications', id: f.second.application.id, depth: 0 })
    expect(decided).toMatchObject({ decision: 'declined', decision_mailed_at: expect.any(String) })
    // Scores close with the decisions.
    expect((await sendJson('PUT', `/api/review/applications/${f.first.application.id}/score`, { scores: { essay: 1, need: 1 } }, reviewer)).status).toBe(409)
  })

  it('publishes an awarded recipient, with consent, on the round’s public page', async () => {
    const publish = (recipients: unknown[]) => sendJson('PUT', `/api/admin/scholarships/${f.round.id}/recipients`, { recipients }, admin)
    const noConsent = await publish([{ application_id: f.first.application.id, line: 'Will study nursing.' }])
    expect(noConsent.status).toBe(422)
    expect((await fields(noConsent)).fields).toEqual({ 'recipients.0.consent': 'Publish a recipient only with their consent' })
    const declined = await publish([{ application_id: f.second.application.id, consent: true }])
    expect(declined.status).toBe(422)
    expect((await fields(declined)).fields).toEqual({ 'recipients.0.application_id': 'Only an awarded application of this round can be published as a recipient.' })
    expect((await sendJson('PUT', `/api/admin/scholarships/${f.round.id}/recipients`, { recipients: [] }, reviewer)).status).toBe(403)
    const published = await publish([{ application_id: f.first.application.id, line: 'Will study nursing.', consent: true }])
    expect(published.status).toBe(200)
    expect(((await published.json()) as AdminRound).recipients).toEqual([{ application_id: f.first.application.id, name: f.first.name, school: f.first.school, line: 'Will study nursing.' }])
    const round = await eventually(async () => {
      const answer = (await (await http(`/api/scholarships/${f.round.slug}`)).json()) as { recipients?: { name: string }[] }
      return answer.recipients?.length ? answer : undefined
    })
    expect(round.recipients).toEqual([{ name: f.first.name, school: f.first.school, line: 'Will study nursing.' }])
  })
})

describe('Payload’s own routes under /cms', () => {
  it('serve no scholarship file, not even to an admin (it would skip the audit trail), and show reviewers no recipients', async () => {
    const file = await payload.findByID({ collection: 'scholarship-files', id: f.first.files[0]!, depth: 0 })
    for (const path of [`/cms/api/scholarship-files/file/${file.filename}`, `/cms/api/scholarship-files/${file.id}`]) {
      const response = await http(path, { headers: bearer(admin) })
      expect([403, 404], path).toContain(response.status)
      expect(await response.text(), path).not.toContain('%PDF')
    }
    // The round with its recipients (names of applications): admins read them, reviewers do not.
    const asAdmin = await getJson<{ recipients?: { name: string }[] }>(`/cms/api/scholarship-rounds/${f.round.id}`, admin)
    expect(asAdmin.recipients?.map((r) => r.name)).toEqual([f.first.name])
    const asReviewer = await getJson<{ title: string; recipients?: unknown }>(`/cms/api/scholarship-rounds/${f.round.id}`, reviewer)
    expect(asReviewer.title).toBe('Bright Futures Award')
    expect(asReviewer.recipients ?? []).toEqual([])
    expect(JSON.stringify(asReviewer)).not.toContain(f.first.name)
  })
})

describe('reads through /cms/api that populate applicants’ data', () => {
  const readsOf = async (collection: string) =>
    (
      await payload.find({
        collection: 'audit-entries',
        where: { and: [{ action: { equals: 'read' } }, { target_collection: { equals: collection } }] },
        sort: '-createdAt',
        pagination: false,
        depth: 0,
      })
    ).docs

  it('are in the audit trail: reviews (comments on applicants, and their applications), rounds with their recipients’ applications', async () => {
    const reviewsBefore = (await readsOf('scholarship-reviews')).length
    const reviews = await getJson<{ docs: { application: { id: number; email?: string } | number }[] }>('/cms/api/scholarship-reviews?depth=1&limit=100', admin)
    expect(reviews.docs.some((review) => typeof review.application === 'object' && review.application.email === f.first.email)).toBe(true)
    const [reviewRead, ...olderReviewReads] = await readsOf('scholarship-reviews')
    expect(olderReviewReads).toHaveLength(reviewsBefore)
    expect(reviewRead).toMatchObject({ target_id: null, summary: `${reviews.docs.length} records through /cms/api` })

    const roundsBefore = (await readsOf('scholarship-rounds')).length
    const round = await getJson<{ recipients: { application: { email?: string } }[] }>(`/cms/api/scholarship-rounds/${f.round.id}?depth=1`, admin)
    expect(round.recipients[0]!.application.email).toBe(f.first.email)
    const [roundRead, ...olderRoundReads] = await readsOf('scholarship-rounds')
    expect(olderRoundReads).toHaveLength(roundsBefore)
    expect(roundRead).toMatchObject({ target_id: String(f.round.id), summary: '1 record through /cms/api (with 1 scholarship-applications)' })

    // A round read that hands out no one's data is not an entry: depth 0, or a reviewer's (no recipients).
    await getJson(`/cms/api/scholarship-rounds/${f.round.id}?depth=0`, admin)
    await getJson(`/cms/api/scholarship-rounds?depth=1&limit=100`, reviewer)
    expect(await readsOf('scholarship-rounds')).toHaveLength(roundsBefore + 1)
    // Reviews hold comments on applicants: any read of them is an entry.
    await getJson('/cms/api/scholarship-reviews?depth=0&limit=1', admin)
    expect(await readsOf('scholarship-reviews')).toHaveLength(reviewsBefore + 2)
  })
})

describe('retention', () => {
  it(
    'SCHOLARSHIP_RETENTION_DAYS after the decisions, or the close of a round never decided, the housekeeping clears the personal data and keeps name, round and decision',
    { timeout: 40_000 },
    async () => {
      const sql = poolOf(payload)
      // A younger round of the same kind keeps everything.
      const young = (await (await sendJson('POST', '/api/admin/scholarships', roundBody({ slug: `young-${tag}`, is_published: false }), admin)).json()) as AdminRound
      const kept = await applicant(young.id, 'kept', { letter: 'text' })
      await sql.query(`UPDATE scholarship_rounds SET decisions_sent_at = now() - interval '364 days' WHERE id = $1`, [young.id])
      await sql.query(`UPDATE scholarship_rounds SET decisions_sent_at = now() - interval '366 days' WHERE id = $1`, [f.round.id])
      // A round that closed 366 days ago and was never decided.
      const undecided = (await (await sendJson('POST', '/api/admin/scholarships', roundBody({ slug: `undecided-${tag}`, is_published: false }), admin)).json()) as AdminRound
      const forgotten = await applicant(undecided.id, 'forgotten', { letter: 'pdf' })
      await sql.query(`UPDATE scholarship_rounds SET opens_at = now() - interval '400 days', closes_at = now() - interval '366 days' WHERE id = $1`, [undecided.id])
      const linkSubjects = async (application: number) => [
        `application:${application}`,
        ...(await payload.find({ collection: 'scholarship-recommendations', where: { application: { equals: application } }, depth: 0 })).docs.map((r) => `recommendation:${r.id}`),
      ]
      const linksOf = async (subjects: string[]) => (await sql.query(`SELECT subject FROM one_time_links WHERE subject = ANY($1)`, [subjects])).rowCount
      // Live links (src/server/services/links/oneTimeLinks.ts): the applicant's continue link and a recommender's, as applying and asking leave them.
      const subjects = Object.fromEntries(await Promise.all([f.first, f.second, forgotten, kept].map(async (who) => [who.application.id, await linkSubjects(who.application.id)] as const)))
      for (const list of Object.values(subjects)) {
        for (const subject of list) {
          const purpose = subject.startsWith('application:') ? 'scholarship-application' : 'scholarship-recommendation'
          await sql.query(`INSERT INTO one_time_links (token_hash, purpose, subject) VALUES ($1, $2, $3)`, [`hash-${randomUUID()}`, purpose, subject])
        }
      }
      // Files nothing points to: one left a day ago is swept, one from this hour kept (its upload may still be finishing).
      const leftOver = await storedPdf('left over', 'document')
      const justUploaded = await storedPdf('just uploaded', 'document')
      await sql.query(`UPDATE scholarship_files SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`, [[leftOver, ...kept.files]])

      const job = await payload.jobs.queue({ task: 'housekeeping', input: {} })
      await eventually(async () => ((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt ? true : undefined), 30_000)

      for (const who of [f.first, f.second, f.draft, forgotten]) {
        const after = await payload.findByID({ collection: 'scholarship-applications', id: who.application.id, depth: 0, showHiddenFields: true })
        // Only what the consent text keeps: the name, the round and the decision.
        expect(after).toMatchObject({
          name: who.name,
          round: who === forgotten ? undecided.id : f.round.id,
          documents: [],
          essay: null,
          email: null,
          phone: null,
          graduation_year: null,
          links: [],
          files_deleted_at: expect.any(String),
        })
        // The school stays only for a published recipient, whose page shows it.
        expect(after.school).toBe(who === f.first ? f.first.school : '')
        for (const id of who.files) {
          expect(await payload.findByID({ collection: 'scholarship-files', id, depth: 0, disableErrors: true })).toBeNull()
          expect((await http(`/api/review/files/${id}`, { headers: bearer(admin) })).status).toBe(404)
        }
        // Its links stop working: none is left of the application's or its recommenders'.
        if (subjects[who.application.id]) expect(await linksOf(subjects[who.application.id]!)).toBe(0)
        // The letters go whole: the text, the file, the link, and who wrote them with their address.
        expect((await payload.find({ collection: 'scholarship-recommendations', where: { application: { equals: who.application.id } }, depth: 0, showHiddenFields: true })).docs).toEqual([])
        const { docs: reviews } = await payload.find({ collection: 'scholarship-reviews', where: { application: { equals: who.application.id } }, depth: 0 })
        for (const review of reviews) expect(review.comment ?? null).toBeNull()
      }
      expect((await payload.find({ collection: 'scholarship-reviews', where: { application: { equals: f.first.application.id } }, depth: 0 })).docs.length).toBeGreaterThan(0)
      expect((await payload.findByID({ collection: 'scholarship-applications', id: f.first.application.id, depth: 0 })).decision).toBe('awarded')
      const list = await getJson<BlindApplication[]>(`/api/review/scholarships/${f.round.id}/applications`, admin)
      expect(list.flatMap((a) => [...a.documents, ...a.letters])).toEqual([])
      expect(await auditOf('scholarship.files-deleted', f.round.id)).toHaveLength(1)
      expect(await auditOf('scholarship.files-deleted', undecided.id)).toHaveLength(1)

      const untouched = await payload.findByID({ collection: 'scholarship-applications', id: kept.application.id, depth: 0 })
      expect(untouched.files_deleted_at ?? null).toBeNull()
      expect(untouched).toMatchObject({ essay: kept.application.essay, email: kept.email, phone: kept.phone, school: kept.school, graduation_year: kept.application.graduation_year })
      expect((await payload.count({ collection: 'scholarship-recommendations', where: { application: { equals: kept.application.id } } })).totalDocs).toBe(1)
      expect(await linksOf(subjects[kept.application.id]!)).toBe(subjects[kept.application.id]!.length)
      // The admins' view says what is gone.
      const cleared = (await getJson<StaffApplication[]>(`/api/admin/scholarships/${f.round.id}/applications`, admin)).find((a) => a.id === f.second.application.id)
      expect(cleared).toMatchObject({ email: null, graduation_year: null, letters: [], files_deleted_at: expect.any(String) })
      const consent = ((await (await http(`/api/scholarships/${f.round.slug}`)).json()) as { consent_text: string }).consent_text
      expect(consent).toContain('my name, the round and its decision are kept')
      expect(untouched.documents).toHaveLength(2)
      for (const id of [...kept.files, justUploaded]) expect(await payload.findByID({ collection: 'scholarship-files', id, depth: 0, disableErrors: true })).not.toBeNull()
      expect(await payload.findByID({ collection: 'scholarship-files', id: leftOver, depth: 0, disableErrors: true })).toBeNull()
    },
  )

  it('keeps a round with applications from being deleted through /cms', async () => {
    const refused = await http(`/cms/api/scholarship-rounds/${f.round.id}`, { method: 'DELETE', headers: bearer(admin) })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('This round has applications.')
    expect(await payload.findByID({ collection: 'scholarship-rounds', id: f.round.id, depth: 0, disableErrors: true })).not.toBeNull()
    const empty = (await (await sendJson('POST', '/api/admin/scholarships', roundBody({ slug: `empty-${tag}`, is_published: false }), admin)).json()) as AdminRound
    expect((await http(`/cms/api/scholarship-rounds/${empty.id}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(200)
  })
})
