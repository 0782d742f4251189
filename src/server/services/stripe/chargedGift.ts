import 'server-only'

import type Stripe from 'stripe'
import type * as z from 'zod/mini'

import { donationFields } from '@/contracts/donate'
import { relationId } from '@/lib/relations'
import type { Donation } from '@/payload-types'

import { idOf } from './stripeGiftLookup'

/**
 * What Stripe knows of a donor, kept only if it passes the donation's own rule: a gift Stripe has
 * taken is always recorded, without a name or email our forms would not accept.
 */
function storable(rule: z.ZodMiniType<string | null>, value: string | null | undefined): string | null {
  const parsed = value ? rule.safeParse(value) : undefined
  return parsed?.success ? parsed.data : null
}

/**
 * What Stripe charged, split into the gift (`amount_cents`) and the card fee the donor covered
 * (`fee_covered_cents`, as asked at checkout): the gift is the charge less the fee. A charge that
 * is not more than the fee (a changed price, a discount) is all gift, and no fee is claimed, so a
 * gift is never 0 or negative.
 */
export function splitCharge(chargedCents: number, feeCoveredCents: number | null | undefined): { amount_cents: number; fee_covered_cents: number } {
  const fee = feeCoveredCents ?? 0
  return chargedCents > fee ? { amount_cents: chargedCents - fee, fee_covered_cents: fee } : { amount_cents: chargedCents, fee_covered_cents: 0 }
}

/** What Stripe charged (or charges) for a gift: the gift and the card fee its donor covered. */
export const chargedOf = (donation: Pick<Donation, 'amount_cents' | 'fee_covered_cents'>): number => donation.amount_cents + (donation.fee_covered_cents ?? 0)

/**
 * A row of its own for one month of a monthly gift (paid, or failed): what it inherits from the
 * monthly gift's first row (`original`, when found), or else from the invoice. `chargedCents` is
 * what Stripe charged (or tried to) for the month: the gift and the fee the donor covered
 * at the start, as the first row keeps them apart. The donor's wish not to be named holds for
 * every month; a tribute belongs to the first gift alone (its card is sent once).
 */
export function renewalRowOf(original: Donation | undefined, invoice: Stripe.Invoice, chargedCents: number) {
  return {
    // The card fee covered each month: as the donor last changed the gift (its `monthly` group), else as it began.
    ...splitCharge(chargedCents, original?.monthly?.fee_covered_cents ?? original?.fee_covered_cents),
    is_anonymous: original?.is_anonymous ?? false,
    currency: invoice.currency || 'usd',
    method: 'card' as const,
    is_recurring: true,
    donor_name: original?.donor_name ?? storable(donationFields.donor_name, invoice.customer_name),
    donor_email: original?.donor_email ?? storable(donationFields.donor_email, invoice.customer_email),
    dedication_note: original?.dedication_note ?? null,
    stripe_invoice_id: invoice.id,
    stripe_customer_id: idOf(invoice.customer) ?? original?.stripe_customer_id ?? null,
    // Each month counts for the campaign (and supporter's fundraiser) the monthly gift started in.
    campaign: relationId(original?.campaign),
    fundraiser: relationId(original?.fundraiser),
  }
}
