import 'server-only'

import type { Payload } from 'payload'
import { type Challenge, createChallenge, type Payload as AltchaPayload, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { spendHumanCheck } from '../../data/cardGuard'
import { keyFor } from '../../secrets'

/** A challenge is good for ten minutes: time to solve it and fill in the form. */
const EXPIRES_SECONDS = 10 * 60

/**
 * The work: SHA-256 tried counter by counter up to a secret counter drawn at random. A phone's
 * browser tries some 20–50 thousand a second across its workers, so HUMAN_CHECK_MAX_COUNTER's
 * default of 50,000 (half that on average) is one to three seconds on a phone, and a card tester
 * pays it again for every checkout.
 */
const maxCounter = (): number => {
  const configured = Number(process.env.HUMAN_CHECK_MAX_COUNTER)
  return Number.isInteger(configured) && configured >= 1_000 ? configured : 50_000
}

/** The two HMAC keys, each derived from PAYLOAD_SECRET for this use alone (src/server/secrets.ts). */
const secret = (purpose: 'challenge' | 'key'): string => keyFor(purpose === 'challenge' ? 'human-check-challenge' : 'human-check-key').toString('hex')

/** A new signed challenge for the ALTCHA widget (or a script) to solve. */
export async function newHumanCheck(): Promise<Challenge> {
  const max = maxCounter()
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(max, Math.floor(max / 10)),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + EXPIRES_SECONDS,
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  })
}

function parse(solution: string): AltchaPayload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<AltchaPayload>
    return payload?.challenge?.parameters && payload.solution ? (payload as AltchaPayload) : undefined
  } catch {
    return undefined
  }
}

/**
 * True for a solution to one of our challenges, unexpired, and never used before: its signature
 * is spent in PostgreSQL, so a replay is refused on every instance.
 */
export async function passedHumanCheck(payload: Payload, solution: string | undefined): Promise<boolean> {
  const solved = solution ? parse(solution) : undefined
  if (!solved?.challenge.signature || !solved.challenge.parameters.expiresAt) return false
  try {
    const result = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey,
      hmacSignatureSecret: secret('challenge'),
      hmacKeySignatureSecret: secret('key'),
    })
    if (!result.verified) return false
  } catch {
    return false // a malformed solution
  }
  return spendHumanCheck(payload, solved.challenge.signature, new Date(solved.challenge.parameters.expiresAt * 1000))
}
