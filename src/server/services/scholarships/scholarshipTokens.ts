import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { linkSubject, subjectRecordId } from '../../domain/oneTimeToken'
import { issueLink, redeemLink, revokeLinks, sealLinkToken, unsealLinkToken } from '../links/oneTimeLinks'

// Applicants' continue links and recommenders' links: one-time links
// (src/server/services/links/oneTimeLinks.ts) of the purposes 'scholarship-application'
// (`application:<id>`) and 'scholarship-recommendation' (`recommendation:<id>`). They work until
// replaced, or deleted with the application's personal data (retention.ts); a letter is taken once
// (the request's status). The token travels to the mail job sealed (a key of its own per kind).

/** How many continue links of one application work at once: a fresh one keeps the two before it. */
export const LIVE_APPLICATION_LINKS = 3

const applicationSubject = (application: number) => linkSubject('application', application)
const recommendationSubject = (recommendation: number) => linkSubject('recommendation', recommendation)

/** A fresh continue link for the application (in `req`'s transaction), its token sealed for the mail job. */
export async function newApplicantLink(payload: Payload, application: number, req: PayloadRequest): Promise<string> {
  const token = await issueLink(payload, { purpose: 'scholarship-application', subject: applicationSubject(application), ttlMs: null, req, replaces: { keep: LIVE_APPLICATION_LINKS - 1 } })
  return sealLinkToken('scholarship-application', token)
}

/** A fresh link for the recommender (the one before stops working), its token sealed for the mail job. */
export async function newRecommenderLink(payload: Payload, recommendation: number, req: PayloadRequest): Promise<string> {
  const token = await issueLink(payload, { purpose: 'scholarship-recommendation', subject: recommendationSubject(recommendation), ttlMs: null, req, replaces: { keep: 0 } })
  return sealLinkToken('scholarship-recommendation', token)
}

/** The application whose live continue link this token is (found by its hash, never compared), or null. */
export async function applicationOfToken(payload: Payload, token: string, req?: PayloadRequest): Promise<number | null> {
  const link = await redeemLink(payload, 'scholarship-application', token, { consume: false, req })
  return link && subjectRecordId('application', link.subject)
}

/** The recommendation request whose live link this token is, or null. */
export async function recommendationOfToken(payload: Payload, token: string, req?: PayloadRequest): Promise<number | null> {
  const link = await redeemLink(payload, 'scholarship-recommendation', token, { consume: false, req })
  return link && subjectRecordId('recommendation', link.subject)
}

/** Every link of an application and of its recommendation requests stops working (its personal data is cleared). */
export async function revokeApplicationLinks(payload: Payload, application: number, recommendations: number[]): Promise<void> {
  await revokeLinks(payload, { subject: applicationSubject(application), purposes: ['scholarship-application'] })
  for (const id of recommendations) await revokeLinks(payload, { subject: recommendationSubject(id), purposes: ['scholarship-recommendation'] })
}

export const unsealApplicantToken = (sealed: string): string | null => unsealLinkToken('scholarship-application', sealed)
export const unsealRecommenderToken = (sealed: string): string | null => unsealLinkToken('scholarship-recommendation', sealed)
