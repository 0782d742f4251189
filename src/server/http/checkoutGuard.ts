import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type * as z from 'zod/mini'

import type { checkoutSchema } from '@/contracts/donate'

import { findCheckoutAttempt } from '../data/checkoutAttempts'
import { declineLimits, noteCheckout } from '../services/donations/cardGuard'
import { passedHumanCheck } from '../services/donations/humanCheck'
import { ApiError } from './errors'
import { refuseHoneypot } from './honeypot'
import { json } from './respond'

type Checkout = z.output<typeof checkoutSchema>

export const HONEYPOT_REFUSED = 'We could not start this gift. Please reload the page and try again.'
export const HUMAN_CHECK_NEEDED = 'We are seeing unusual activity, so we ask for a quick check before starting a gift. It takes a few seconds — thank you for your patience.'
export const HUMAN_CHECK_FAILED = 'The check did not go through. Please try it once more.'
export const EMAIL_DECLINES = 'This email address has had several declined cards in the last hour, so we have paused online gifts for it. Please try again in an hour, or give by mail.'

/** 428: the form shows the human check and sends the gift again with its solution. */
const humanCheckNeeded = (detail: string) => json({ detail, human_check: true }, { status: 428 })

/**
 * What stands before a checkout creates anything: the honeypot (400, nothing created), the
 * site-wide card-testing guard (one query; only while it is up, a solved, unspent human check),
 * and an email with too many declines this hour (429). A copy of a request whose Idempotency-Key
 * already started a gift needs no second check: it only gets the first one's answer.
 */
export async function guardCheckout(
  payload: Payload,
  body: Pick<Checkout, 'website' | 'donor_email' | 'human_check'>,
  idempotencyKey: string | null,
  honeypotRefused = HONEYPOT_REFUSED,
): Promise<Response | null> {
  refuseHoneypot(body, honeypotRefused)
  const reading = await noteCheckout(payload, body.donor_email ?? null)
  if (reading.emailDeclines >= declineLimits().perEmail) throw new ApiError(429, EMAIL_DECLINES, undefined, { 'Retry-After': '3600' })
  if (!reading.up) return null
  if (idempotencyKey && (await findCheckoutAttempt(payload, createHash('sha256').update(idempotencyKey).digest('hex')))) return null
  if (!body.human_check) return humanCheckNeeded(HUMAN_CHECK_NEEDED)
  return (await passedHumanCheck(payload, body.human_check)) ? null : humanCheckNeeded(HUMAN_CHECK_FAILED)
}

/** The gift itself, without what only the form's defenses needed. */
export const giftOf = ({ website: _website, human_check: _check, ...gift }: Checkout): Checkout => gift
