import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { type ApplicantView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { queueMail } from '@/jobs/queueMail'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipRound } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, invalid, notFound } from '../../domain/errors'
import type { UploadedFile } from '../../domain/upload'
import { inTransaction } from '../../transaction'
import { mayMail, refuseOverMailCap } from '../mailCap'
import { applicationForApplicant } from './applicationViews'
import { missingParts } from './completeness'
import { findPublishedRoundRecord, isRoundOpen, refuseUnlessOpen, roundNotFound } from './rounds'
import { deleteScholarshipFiles, storeScholarshipPdf, uploadedName } from './scholarshipFiles'
import { applicationOfToken, newApplicantLink, newRecommenderLink } from './scholarshipTokens'

// An applicant's side of a round, without an account: applying mails a link
// (/scholarships/application?token=…) that continues the application until the round closes:
// fields, PDF documents, recommenders, submit. Applying again with the same email, or asking on
// the round's page, mails a fresh link to the one application; the answer never says whether
// there was one.

// The mails to one address (its continue links and the recommenders' requests it is sent, one
// count: 'scholarship' in src/server/services/mailCap.ts): applying and asking a recommender are
// 429 past it, before anything is created, so nothing waits for a mail that never goes.

const applicationLock = (round: number, email: string) => `scholarship-application:${round}:${email}`
const editLock = (application: number) => `scholarship-application:${application}`

async function applicationOf(payload: Payload, round: number, email: string, req: PayloadRequest): Promise<ScholarshipApplication | null> {
  const { docs } = await payload.find({ collection: 'scholarship-applications', where: { round: { equals: round }, email: { equals: email } }, limit: 1, depth: 0, showHiddenFields: true, req })
  return docs[0] ?? null
}

/** Mails the application a fresh continue link (in the caller's transaction; the newest few before it still work). */
async function mailFreshLink(payload: Payload, application: ScholarshipApplication, req: PayloadRequest): Promise<void> {
  const sealed = await newApplicantLink(payload, application.id, req)
  await queueMail(payload, 'mailScholarshipLink', { application: application.id, sealed }, req)
}

export type StartApplicationInput = { name: string; email: string; phone: string | null; school: string; graduation_year: number; essay: string }

/**
 * Applies to an open published round: a draft application and its continue link, mailed in the
 * same transaction. The same email again gets a fresh link to its one application instead (its
 * fields untouched: whoever typed it may not be the applicant). 404 for no such round, 409 for
 * one not open yet or closed.
 */
export async function startApplication(payload: Payload, slug: string, input: StartApplicationInput): Promise<void> {
  const round = await findPublishedRoundRecord(payload, slug)
  if (!round) throw roundNotFound()
  refuseUnlessOpen(round)
  await refuseOverMailCap(payload, 'scholarship', input.email)
  await inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, applicationLock(round.id, input.email))
    const existing = await applicationOf(payload, round.id, input.email, req)
    if (existing) {
      await mailFreshLink(payload, existing, req)
      return
    }
    const application = await payload.create({
      collection: 'scholarship-applications',
      data: { round: round.id, ...input, consent_at: new Date().toISOString(), status: 'draft' },
      depth: 0,
      req,
    })
    await mailFreshLink(payload, application, req)
  })
}

/**
 * A lost link, asked for with the email on the round's page: one job (requestScholarshipLink) for
 * any address, so a known one and an unknown one cost the request the same work; nothing said
 * either way. 404 only for a round that is not published (the public knows those).
 */
export async function requestApplicationLink(payload: Payload, slug: string, email: string): Promise<void> {
  const round = await findPublishedRoundRecord(payload, slug)
  if (!round) throw roundNotFound()
  await payload.jobs.queue({ task: 'requestScholarshipLink', input: { round: round.id, email } })
}

/** The lost link's job: a fresh link to that email's application while the round is open, within the address's mails for the hour. Whether one was mailed. */
export async function mailRequestedLink(payload: Payload, roundId: number, email: string): Promise<boolean> {
  const round = await payload.findByID({ collection: 'scholarship-rounds', id: roundId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!round || !isRoundOpen(round) || !(await mayMail(payload, 'scholarship', email))) return false
  return inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, applicationLock(round.id, email))
    const existing = await applicationOf(payload, round.id, email, req)
    if (existing) await mailFreshLink(payload, existing, req)
    return Boolean(existing)
  })
}

export type ApplicationOfLink = { application: ScholarshipApplication; round: ScholarshipRound }

/** The application whose live continue link this token is, with its round; null for anything else (found by hash, never compared). */
export async function findApplicationByToken(payload: Payload, token: string, req?: PayloadRequest): Promise<ApplicationOfLink | null> {
  const id = await applicationOfToken(payload, token, req)
  const application = id ? await payload.findByID({ collection: 'scholarship-applications', id, depth: 0, disableErrors: true, showHiddenFields: true, req }) : null
  const roundId = application ? relationId(application.round) : null
  const round = roundId ? await payload.findByID({ collection: 'scholarship-rounds', id: roundId, depth: 0, disableErrors: true, req }) : null
  return application && round ? { application, round } : null
}

async function requireApplication(payload: Payload, token: string, req?: PayloadRequest): Promise<ApplicationOfLink> {
  const found = await findApplicationByToken(payload, token, req)
  if (!found) throw notFound(SCHOLARSHIP_MESSAGES.linkExpired)
  return found
}

/** The application as its applicant sees it: their fields, documents, what is missing, and which letters arrived (never their content). */
export async function applicantView(payload: Payload, { application, round }: ApplicationOfLink, req?: PayloadRequest): Promise<ApplicantView> {
  const { docs: recommendations } = await payload.find({
    collection: 'scholarship-recommendations',
    where: { application: { equals: application.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    req,
  })
  return applicationForApplicant(application, round, recommendations, { open: isRoundOpen(round), missing: Object.values(missingParts(application, round)) })
}

/** The application of a continue link as its applicant sees it, or null for a link that does not work (the page's read). */
export async function loadApplicantView(payload: Payload, token: string): Promise<ApplicantView | null> {
  const found = await findApplicationByToken(payload, token)
  return found ? applicantView(payload, found) : null
}

/** POST /api/scholarships/application: the application of this link, as its applicant sees it (also once the round closed). */
export async function openApplication(payload: Payload, token: string): Promise<ApplicantView> {
  return applicantView(payload, await requireApplication(payload, token))
}

/** What an applicant may still change: an open round's draft (409 closed, or already submitted). */
async function requireEditable(payload: Payload, token: string): Promise<ApplicationOfLink> {
  const found = await requireApplication(payload, token)
  refuseUnlessOpen(found.round)
  if (found.application.status === 'submitted') throw conflict(SCHOLARSHIP_MESSAGES.alreadySubmitted)
  return found
}

export type ApplicationChanges = { token: string; name?: string; phone?: string | null; school?: string; graduation_year?: number; essay?: string }

/** PUT /api/scholarships/application: changes the fields given, while a draft of an open round. */
export async function updateApplication(payload: Payload, { token, ...changes }: ApplicationChanges): Promise<ApplicantView> {
  const { application } = await requireEditable(payload, token)
  return inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, editLock(application.id))
    const found = await requireApplication(payload, token, req)
    if (found.application.status === 'submitted') throw conflict(SCHOLARSHIP_MESSAGES.alreadySubmitted)
    const data = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    const updated = await payload.update({ collection: 'scholarship-applications', id: application.id, data, depth: 0, showHiddenFields: true, req })
    return applicantView(payload, { application: updated, round: found.round }, req)
  })
}

/**
 * POST /api/scholarships/application/documents: one PDF for one of the round's document keys,
 * replacing the one before (whose file is then deleted). Checked by content (415), size (413).
 */
export async function storeApplicationDocument(payload: Payload, input: { token: string; key: string; file: UploadedFile | undefined }): Promise<ApplicantView> {
  const { application, round } = await requireEditable(payload, input.token)
  if (!(round.documents ?? []).some((document) => document.key === input.key)) throw invalid({ key: SCHOLARSHIP_MESSAGES.documentKey }, SCHOLARSHIP_MESSAGES.documentKey)
  const stored = await storeScholarshipPdf(payload, input.file, 'document')
  let replaced: (number | null)[] = []
  let view: ApplicantView
  try {
    view = await inTransaction(payload, async ({ req }) => {
      await lockWithinTransaction(payload, req, editLock(application.id))
      const found = await requireApplication(payload, input.token, req)
      if (found.application.status === 'submitted') throw conflict(SCHOLARSHIP_MESSAGES.alreadySubmitted)
      const documents = found.application.documents ?? []
      replaced = documents.filter((document) => document.key === input.key).map((document) => relationId(document.file))
      const kept = documents.filter((document) => document.key !== input.key).map(({ key, file, filename, size, uploaded_at }) => ({ key, file: relationId(file), filename, size, uploaded_at }))
      const added = { key: input.key, file: stored.id, filename: uploadedName(input.file!.filename), size: input.file!.data.length, uploaded_at: new Date().toISOString() }
      const updated = await payload.update({ collection: 'scholarship-applications', id: application.id, data: { documents: [...kept, added] }, depth: 0, showHiddenFields: true, req })
      return applicantView(payload, { application: updated, round: found.round }, req)
    })
  } catch (error) {
    await deleteScholarshipFiles(payload, [stored.id]).catch(() => undefined)
    throw error
  }
  await deleteScholarshipFiles(payload, replaced).catch(() => undefined)
  return view
}

/**
 * POST /api/scholarships/application/recommenders: asks a recommender for a letter (their own
 * link, mailed in the same transaction), up to the round's number; while the round is open, also
 * after submitting. Asking the same recommender again while their letter has not arrived mails
 * them a fresh link (the one before stops working); after it arrived, 409. An address that had
 * its mails for the hour is 429, before anything is stored.
 */
export async function askRecommender(payload: Payload, input: { token: string; name: string; email: string }): Promise<ApplicantView> {
  const { application, round } = await requireApplication(payload, input.token)
  refuseUnlessOpen(round)
  if (round.recommendations_required === 0) throw conflict(SCHOLARSHIP_MESSAGES.recommendersFull)
  if (input.email === application.email) throw invalid({ email: SCHOLARSHIP_MESSAGES.recommenderSelf }, SCHOLARSHIP_MESSAGES.recommenderSelf)
  await refuseOverMailCap(payload, 'scholarship', input.email)
  return inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, editLock(application.id))
    const { docs: asked } = await payload.find({ collection: 'scholarship-recommendations', where: { application: { equals: application.id } }, pagination: false, depth: 0, req })
    const again = asked.find((each) => each.recommender_email === input.email)
    if (again && again.status === 'received') throw conflict(SCHOLARSHIP_MESSAGES.recommenderTwice)
    if (!again && asked.length >= round.recommendations_required) throw conflict(SCHOLARSHIP_MESSAGES.recommendersFull)
    const recommendation = again
      ? await payload.update({ collection: 'scholarship-recommendations', id: again.id, data: { recommender_name: input.name }, depth: 0, req })
      : await payload.create({
          collection: 'scholarship-recommendations',
          data: { application: application.id, recommender_name: input.name, recommender_email: input.email, status: 'requested' },
          depth: 0,
          req,
        })
    const sealed = await newRecommenderLink(payload, recommendation.id, req)
    await queueMail(payload, 'mailScholarshipRecommendationRequest', { recommendation: recommendation.id, sealed }, req)
    return applicantView(payload, { application, round }, req)
  })
}

/**
 * POST /api/scholarships/application/submit: 422 naming what is missing (the essay, a required
 * document, an essay over its word limit), else submitted, and the confirmation mailed in the
 * same transaction.
 */
export async function submitApplication(payload: Payload, token: string): Promise<ApplicantView> {
  const { application } = await requireEditable(payload, token)
  return inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, editLock(application.id))
    const found = await requireApplication(payload, token, req)
    if (found.application.status === 'submitted') throw conflict(SCHOLARSHIP_MESSAGES.alreadySubmitted)
    const missing = missingParts(found.application, found.round)
    if (Object.keys(missing).length) throw invalid(missing, `Your application is not complete yet. ${Object.values(missing).join(' ')}`)
    const updated = await payload.update({
      collection: 'scholarship-applications',
      id: application.id,
      data: { status: 'submitted', submitted_at: new Date().toISOString() },
      depth: 0,
      showHiddenFields: true,
      req,
    })
    await queueMail(payload, 'mailScholarshipSubmitted', { application: application.id }, req)
    return applicantView(payload, { application: updated, round: found.round }, req)
  })
}
