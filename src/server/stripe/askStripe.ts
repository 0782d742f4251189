import 'server-only'

import type { Payload } from 'payload'

import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'

import { conflict, unavailable } from '../domain/errors'
import { STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from './client'

// What Stripe refuses for the request's own sake (a bad request, a card, a reused key): a 409 with
// its reason. A bad or restricted key and rate limits are ours to fix: logged, and a 503.
const REFUSALS = new Set(['StripeInvalidRequestError', 'StripeCardError', 'StripeIdempotencyError'])

type Asking = {
  /** What Stripe may refuse, in "Stripe refused the {refused}: {its reason}" (a 409). */
  refused: string
  /** What failed, logged as "{failed} failed at Stripe: …" when Stripe is silent or breaks (a 503). */
  failed: string
  payload?: Payload
}

/** One call to Stripe within STRIPE_WAIT_MS: its refusal is a 409 with its reason, its silence or failure a 503. */
export async function askStripe<T>(call: () => Promise<T>, { refused, failed, payload }: Asking): Promise<T> {
  try {
    return await withDeadline(call(), STRIPE_WAIT_MS)
  } catch (error) {
    const refusal = error as { type?: string; statusCode?: number; message?: string }
    if (refusal.type && REFUSALS.has(refusal.type)) {
      throw conflict(`Stripe refused the ${refused}: ${refusal.message ?? 'no reason given'}`)
    }
    payload?.logger.error(`${failed} failed at Stripe: ${logText(error instanceof Error ? error.message : error)}`)
    throw unavailable(STRIPE_UNREACHABLE)
  }
}
