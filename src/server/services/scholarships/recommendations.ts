import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { type RecommendationRequestView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { queueMail } from '@/jobs/queueMail'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipRecommendation, ScholarshipRound } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, invalid, notFound } from '../../domain/errors'
import type { UploadedFile } from '../../domain/upload'
import { inTransaction } from '../../transaction'
import { isRoundOpen, refuseUnlessOpen } from './rounds'
import { deleteScholarshipFiles, storeScholarshipPdf, uploadedName } from './scholarshipFiles'
import { recommendationOfToken } from './scholarshipTokens'

// A recommender's side: their own emailed link (/scholarships/recommend?token=…) takes one letter,
// typed or as a PDF, while the round is open. The applicant is told it arrived, never what it says.

export type RecommendationOfLink = { recommendation: ScholarshipRecommendation; application: ScholarshipApplication; round: ScholarshipRound }

/** The request whose link this token is, with its application and round; null for anything else (found by hash). */
export async function findRecommendationByToken(payload: Payload, token: string, req?: PayloadRequest): Promise<RecommendationOfLink | null> {
  const id = await recommendationOfToken(payload, token, req)
  const recommendation = id ? await payload.findByID({ collection: 'scholarship-recommendations', id, depth: 0, disableErrors: true, req }) : null
  const applicationId = recommendation ? relationId(recommendation.application) : null
  const application = applicationId ? await payload.findByID({ collection: 'scholarship-applications', id: applicationId, depth: 0, disableErrors: true, req }) : null
  const roundId = application ? relationId(application.round) : null
  const round = roundId ? await payload.findByID({ collection: 'scholarship-rounds', id: roundId, depth: 0, disableErrors: true, req }) : null
  return recommendation && application && round ? { recommendation, application, round } : null
}

/** What the recommender's page says: for whom, for which round, whether the letter is in and whether the round still takes it. Null for an unknown link. */
export async function loadRecommendationRequest(payload: Payload, token: string): Promise<RecommendationRequestView | null> {
  const found = await findRecommendationByToken(payload, token)
  if (!found) return null
  const { recommendation, application, round } = found
  return {
    applicant: application.name,
    recommender: recommendation.recommender_name,
    round: { slug: round.slug, title: round.title, closes_at: new Date(round.closes_at).toISOString() },
    status: recommendation.status,
    open: isRoundOpen(round),
  }
}

export type LetterInput = { token: string; letter?: string | null; file?: UploadedFile }

/**
 * POST /api/scholarships/recommendations: the letter, once (409 the second time), while the round
 * is open (409 that says it closed): a PDF (checked by content, 415) or text. The applicant's
 * "a letter arrived" is mailed in the same transaction.
 */
export async function submitLetter(payload: Payload, input: LetterInput): Promise<void> {
  const found = await findRecommendationByToken(payload, input.token)
  if (!found) throw notFound(SCHOLARSHIP_MESSAGES.linkExpired)
  if (found.recommendation.status === 'received') throw conflict(SCHOLARSHIP_MESSAGES.letterTwice)
  refuseUnlessOpen(found.round)
  const text = input.letter?.trim() ?? ''
  const hasFile = Boolean(input.file && input.file.data.length > 0)
  if (!hasFile && !text) throw invalid({ letter: SCHOLARSHIP_MESSAGES.letter }, SCHOLARSHIP_MESSAGES.letter)
  const stored = hasFile ? await storeScholarshipPdf(payload, input.file, 'letter') : null
  try {
    await inTransaction(payload, async ({ req }) => {
      await lockWithinTransaction(payload, req, `scholarship-recommendation:${found.recommendation.id}`)
      const current = await payload.findByID({ collection: 'scholarship-recommendations', id: found.recommendation.id, depth: 0, req })
      if (current.status === 'received') throw conflict(SCHOLARSHIP_MESSAGES.letterTwice)
      await payload.update({
        collection: 'scholarship-recommendations',
        id: current.id,
        data: {
          status: 'received',
          received_at: new Date().toISOString(),
          ...(stored ? { letter_file: stored.id, letter_filename: uploadedName(input.file!.filename), letter_size: input.file!.data.length, letter_text: null } : { letter_text: text }),
        },
        depth: 0,
        req,
      })
      await queueMail(payload, 'mailScholarshipLetterArrived', { recommendation: current.id }, req)
    })
  } catch (error) {
    if (stored) await deleteScholarshipFiles(payload, [stored.id]).catch(() => undefined)
    throw error
  }
}
