import 'server-only'

import { hashToken, newToken, tokenSealer } from '../../domain/oneTimeToken'

// Applicants' continue links and recommenders' links: 32 random bytes each; the records keep only
// their SHA-256, and the token travels to the mail job sealed (a key of its own per kind).

const applicantSealer = tokenSealer('scholarship-application-link')
const recommenderSealer = tokenSealer('scholarship-recommendation-link')

/** How many continue links of one application work at once: a fresh one keeps the two before it. */
export const LIVE_APPLICATION_LINKS = 3

export function newApplicantLink() {
  const token = newToken()
  return { token, hash: hashToken(token), sealed: applicantSealer.seal(token) }
}

export function newRecommenderLink() {
  const token = newToken()
  return { token, hash: hashToken(token), sealed: recommenderSealer.seal(token) }
}

export const unsealApplicantToken = (sealed: string): string | null => applicantSealer.unseal(sealed)
export const unsealRecommenderToken = (sealed: string): string | null => recommenderSealer.unseal(sealed)
export { hashToken }
