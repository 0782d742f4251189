import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import type * as z from 'zod/mini'

import { SPONSOR_TIER_NOT_FOR_SALE, SPONSOR_TIER_SOLD_OUT, type purchaseSponsorshipSchema, type recordSponsorshipSchema } from '@/contracts/sponsors'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'
import { isUniqueViolation } from '@/lib/postgres'
import { expireCacheTags } from '@/lib/revalidate'
import type { SponsorTier, Sponsorship } from '@/payload-types'

import { sponsorshipsTaken, sponsorTierLock } from '../../data/sponsorships'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, notFound, unavailable } from '../../domain/errors'
import { getStripe, STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from '../../stripe/client'
import { inTransaction, type TransactionContext } from '../../transaction'
import { orderHoldMs } from '../tickets/ticketOrders'

type Purchase = Omit<z.output<typeof purchaseSponsorshipSchema>, 'website_url' | 'human_check'>
type Sponsor = Pick<z.output<typeof recordSponsorshipSchema>, 'company' | 'contact_name' | 'email' | 'website'>

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const OFF = 'Online sponsorships are not available right now. Please write to us.'

async function activeTier(payload: Payload, tierId: number): Promise<SponsorTier> {
  const { docs } = await payload.find({ collection: 'sponsor-tiers', where: { id: { equals: tierId } }, overrideAccess: false, limit: 1, depth: 0 })
  if (!docs[0]) throw notFound('That sponsorship does not exist.')
  return docs[0]
}

/**
 * Takes one place of a tier, under the tier's lock, in `ctx`'s transaction: a tier with a
 * quantity never sells more than it has (paid and being paid counted). 409 when sold out.
 */
export async function takeTierPlace(ctx: TransactionContext, tier: SponsorTier, data: Omit<Sponsorship, 'id' | 'tier' | 'createdAt' | 'updatedAt'>): Promise<Sponsorship> {
  await lockWithinTransaction(ctx.payload, ctx.req, sponsorTierLock(tier.id))
  if (tier.quantity && ((await sponsorshipsTaken(ctx.payload, ctx.req)).get(tier.id) ?? 0) >= tier.quantity) throw conflict(SPONSOR_TIER_SOLD_OUT)
  return ctx.payload.create({ collection: 'sponsorships', overrideAccess: true, data: { ...data, tier: tier.id }, req: ctx.req })
}

const sponsorData = (input: Sponsor) => ({ company: input.company, contact_name: input.contact_name, email: input.email.trim().toLowerCase(), website: input.website ?? null })

/**
 * "Become a sponsor": the server prices it from the tier (its amount), holds one place for
 * ORDER_HOLD_MINUTES, then asks Stripe for the PaymentIntent; the webhook makes it paid. With an
 * Idempotency-Key, every copy of the request gets the first one's answer.
 */
export async function purchaseSponsorship(payload: Payload, tierId: number, input: Purchase, idempotencyKey: string | null) {
  const stripe = getStripe()
  if (!stripe || !process.env.STRIPE_PUBLISHABLE_KEY) throw unavailable(OFF)
  const tier = await activeTier(payload, tierId)
  if (!tier.purchasable) throw conflict(SPONSOR_TIER_NOT_FOR_SALE)
  const keyHash = idempotencyKey ? sha256(idempotencyKey) : null
  const requestHash = sha256(JSON.stringify({ tierId, ...input }))
  const earlier = keyHash ? await withKey(payload, keyHash) : undefined
  if (earlier) return answerOf(earlier, requestHash)
  let held: Sponsorship
  try {
    held = await inTransaction(payload, (ctx) =>
      takeTierPlace(ctx, tier, {
        ...sponsorData(input),
        method: 'card',
        status: 'held',
        amount_cents: tier.amount_cents,
        value_cents: tier.value_cents ?? 0,
        approved: false,
        hold_expires_at: new Date(Date.now() + orderHoldMs()).toISOString(),
        idempotency_key_hash: keyHash,
        request_hash: requestHash,
      }),
    )
  } catch (error) {
    if (keyHash && isUniqueViolation(error)) return answerOf((await withKey(payload, keyHash))!, requestHash)
    throw error
  }
  await expireCacheTags([CACHE_TAGS.sponsors])
  try {
    const intent = await withDeadline(
      stripe.paymentIntents.create(
        {
          amount: tier.amount_cents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `Sponsorship: ${tier.name}`,
          receipt_email: held.email,
          metadata: { sponsorship_id: String(held.id) },
        },
        { idempotencyKey: `sponsorship-${held.id}-intent` },
      ),
      STRIPE_WAIT_MS,
    )
    if (!intent.client_secret) throw new Error('the PaymentIntent has no client secret')
    await payload.update({ collection: 'sponsorships', id: held.id, overrideAccess: true, data: { stripe_payment_intent_id: intent.id, client_secret: intent.client_secret } })
    return { sponsorship_id: held.id, client_secret: intent.client_secret, charged_cents: tier.amount_cents }
  } catch (error) {
    await payload.update({ collection: 'sponsorships', id: held.id, overrideAccess: true, data: { status: 'failed' } })
    await expireCacheTags([CACHE_TAGS.sponsors])
    payload.logger.error(`Sponsorship ${held.id} failed at Stripe: ${logText(error instanceof Error ? error.message : error)}`)
    throw unavailable(STRIPE_UNREACHABLE)
  }
}

type Keyed = Sponsorship & { request_hash?: string | null; client_secret?: string | null }

async function withKey(payload: Payload, keyHash: string): Promise<Keyed | undefined> {
  const { docs } = await payload.find({ collection: 'sponsorships', where: { idempotency_key_hash: { equals: keyHash } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  return docs[0]
}

function answerOf(earlier: Keyed, requestHash: string) {
  if (earlier.request_hash !== requestHash) throw conflict('This Idempotency-Key was already used for a different sponsorship. Please reload the page and try again.')
  if (!earlier.client_secret) throw unavailable(STRIPE_UNREACHABLE)
  return { sponsorship_id: earlier.id, client_secret: earlier.client_secret, charged_cents: earlier.amount_cents }
}
