import 'server-only'

import type Stripe from 'stripe'

import { queueMail } from '@/jobs/queueMail'
import type { Sponsorship } from '@/payload-types'

import { ensureDonor } from '../../data/donors'
import { sponsorTierLock } from '../../data/sponsorships'
import { lockWithinTransaction } from '../../data/transactionLock'
import { linkSubject } from '../../domain/oneTimeToken'
import type { TransactionContext } from '../../transaction'
import { recordDeclinedAttempt } from '../donations/declines'
import { issueLink, sealLinkToken } from '../links/oneTimeLinks'

/** The PaymentIntents of sponsorships carry `sponsorship_id` (src/server/services/sponsorships/purchase.ts). */
export const isSponsorshipIntent = (type: string, object: unknown): object is Stripe.PaymentIntent =>
  (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') && Boolean((object as Stripe.PaymentIntent).metadata?.sponsorship_id)

/** How long the receipt's logo link works. */
const LOGO_LINK_MS = 30 * 24 * 3_600_000

const tierIdOf = (s: Sponsorship) => (typeof s.tier === 'object' ? s.tier.id : s.tier)

/**
 * A sponsorship's PaymentIntent as Stripe reports it (in the webhook's transaction): succeeded,
 * the sponsorship is paid and its receipt (with the logo link) queued, once however often Stripe
 * says so. A decline counts against card testing; the place stays held until its hold runs out.
 */
export async function settleSponsorship(intent: Stripe.PaymentIntent, outcome: 'succeeded' | 'failed', ctx: TransactionContext): Promise<boolean> {
  if (outcome === 'failed') {
    await recordDeclinedAttempt(intent, undefined, ctx)
    return false
  }
  const id = Number(intent.metadata?.sponsorship_id)
  const found = Number.isInteger(id) ? await ctx.payload.findByID({ collection: 'sponsorships', id, depth: 0, overrideAccess: true, disableErrors: true, req: ctx.req }) : null
  if (!found) return false
  await lockWithinTransaction(ctx.payload, ctx.req, sponsorTierLock(tierIdOf(found)))
  const sponsorship = await ctx.payload.findByID({ collection: 'sponsorships', id, depth: 0, overrideAccess: true, req: ctx.req })
  if (sponsorship.status === 'paid') return false
  if (sponsorship.status !== 'held') ctx.payload.logger.warn(`Sponsorship ${id} was paid (${intent.id}) after its hold ended: kept as paid; check the tier's count.`)
  await ctx.payload.update({
    collection: 'sponsorships',
    id,
    overrideAccess: true,
    data: { status: 'paid', paid_at: new Date().toISOString(), stripe_payment_intent_id: intent.id },
    req: ctx.req,
  })
  await queueSponsorMail(ctx, sponsorship)
  return true
}

/** The sponsor's receipt and logo link, queued with the payment (or the check staff recorded); the sponsor counts as a donor. */
export async function queueSponsorMail(ctx: TransactionContext, sponsorship: Sponsorship): Promise<void> {
  await ensureDonor(ctx.payload, ctx.req, sponsorship.email)
  const token = await issueLink(ctx.payload, { purpose: 'sponsor-logo', subject: linkSubject('sponsorship', sponsorship.id), ttlMs: LOGO_LINK_MS, req: ctx.req })
  await queueMail(ctx.payload, 'mailSponsorship', { sponsorship: sponsorship.id, sealed: sealLinkToken('sponsor-logo', token) }, ctx.req)
}
