import 'server-only'

import type { Payload } from 'payload'

import { applicationLink, applicationSubmitted, letterArrived, recommendationRequest } from '@/email/scholarshipMails'
import { renderMail } from '@/email/renderMail'
import { formatLongDate } from '@/lib/dates'
import { relationId } from '@/lib/relations'
import { siteUrl } from '@/lib/site-url'
import type { ScholarshipApplication, ScholarshipRound } from '@/payload-types'

import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { applicationOfToken, recommendationOfToken, unsealApplicantToken, unsealRecommenderToken } from './scholarshipTokens'

// The mails of an application (their words: src/email/scholarshipMails.ts), each a job of the
// mail queue, queued in the transaction of what it is about.

const roundName = (round: ScholarshipRound) => round.title

/** An application with its address: the retention clears it (and nothing is mailed after). */
type Mailable = ScholarshipApplication & { email: string }
const hasAddress = (application: ScholarshipApplication | null): application is Mailable => Boolean(application?.email)

async function applicationWithRound(payload: Payload, id: number): Promise<{ application: Mailable; round: ScholarshipRound } | null> {
  const application = await payload.findByID({ collection: 'scholarship-applications', id, depth: 0, disableErrors: true, overrideAccess: true, showHiddenFields: true })
  const roundId = application ? relationId(application.round) : null
  const round = roundId ? await payload.findByID({ collection: 'scholarship-rounds', id: roundId, depth: 0, disableErrors: true, overrideAccess: true }) : null
  return hasAddress(application) && round ? { application, round } : null
}

/** The applicant's continue link; nothing once that link no longer works (pushed out by newer ones). */
export async function mailApplicationLink(payload: Payload, input: { application: number; sealed: string }, job: number | string): Promise<string> {
  const token = unsealApplicantToken(input.sealed)
  const found = await applicationWithRound(payload, input.application)
  if (!token || !found) return 'gone'
  const { application, round } = found
  if ((await applicationOfToken(payload, token)) !== application.id) return 'superseded'
  const { name: foundation } = await readFoundation(payload)
  const words = applicationLink({
    foundation,
    applicant: application.name,
    round: roundName(round),
    link: `${siteUrl()}/scholarships/application?token=${token}`,
    closes: formatLongDate(round.closes_at),
  })
  const subject = `Your application: ${round.title}`
  await sendMail(payload, { to: application.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** The applicant's confirmation that their submitted application arrived. */
export async function mailApplicationSubmitted(payload: Payload, id: number, job: number | string): Promise<string> {
  const found = await applicationWithRound(payload, id)
  if (!found || found.application.status !== 'submitted') return 'not submitted'
  const { application, round } = found
  const { totalDocs: received } = await payload.count({
    collection: 'scholarship-recommendations',
    where: { and: [{ application: { equals: id } }, { status: { equals: 'received' } }] },
    overrideAccess: true,
  })
  const { name: foundation } = await readFoundation(payload)
  const words = applicationSubmitted({
    foundation,
    applicant: application.name,
    round: roundName(round),
    code: application.code ?? '',
    lettersMissing: Math.max(0, (round.recommendations_required ?? 0) - received),
    closes: formatLongDate(round.closes_at),
  })
  const subject = `We received your application: ${round.title}`
  await sendMail(payload, { to: application.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** The recommender's request with their own link; nothing once the letter arrived. */
export async function mailRecommendationRequest(payload: Payload, input: { recommendation: number; sealed: string }, job: number | string): Promise<string> {
  const token = unsealRecommenderToken(input.sealed)
  const recommendation = await payload.findByID({ collection: 'scholarship-recommendations', id: input.recommendation, depth: 0, disableErrors: true, overrideAccess: true, showHiddenFields: true })
  const applicationId = recommendation ? relationId(recommendation.application) : null
  const found = applicationId ? await applicationWithRound(payload, applicationId) : null
  if (!token || !recommendation || !found) return 'gone'
  if (recommendation.status !== 'requested' || (await recommendationOfToken(payload, token)) !== recommendation.id) return 'superseded'
  const { name: foundation } = await readFoundation(payload)
  const words = recommendationRequest({
    foundation,
    recommender: recommendation.recommender_name,
    applicant: found.application.name,
    round: roundName(found.round),
    link: `${siteUrl()}/scholarships/recommend?token=${token}`,
    closes: formatLongDate(found.round.closes_at),
  })
  const subject = `A letter of recommendation for ${found.application.name}`
  await sendMail(payload, { to: recommendation.recommender_email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** The applicant told a letter arrived: never the letter, nor who wrote what. */
export async function mailLetterArrived(payload: Payload, id: number, job: number | string): Promise<string> {
  const recommendation = await payload.findByID({ collection: 'scholarship-recommendations', id, depth: 0, disableErrors: true, overrideAccess: true })
  const applicationId = recommendation ? relationId(recommendation.application) : null
  const found = applicationId ? await applicationWithRound(payload, applicationId) : null
  if (!recommendation || recommendation.status !== 'received' || !found) return 'gone'
  const { totalDocs: received } = await payload.count({
    collection: 'scholarship-recommendations',
    where: { and: [{ application: { equals: found.application.id } }, { status: { equals: 'received' } }] },
    overrideAccess: true,
  })
  const { name: foundation } = await readFoundation(payload)
  const words = letterArrived({ foundation, applicant: found.application.name, round: roundName(found.round), received, required: found.round.recommendations_required ?? 0 })
  const subject = 'A recommendation letter arrived'
  await sendMail(payload, { to: found.application.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
