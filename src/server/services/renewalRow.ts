import 'server-only'

import type Stripe from 'stripe'
import type * as z from 'zod/mini'

import { donationFields } from '@/contracts/donate'
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

/** A relationship's id, whether Payload gave the id or the document. */
const relationId = (value: number | { id: number } | null | undefined): number | null => (typeof value === 'object' && value ? value.id : (value ?? null))

/**
 * A row of its own for one month of a monthly gift (paid, or failed): what it inherits from the
 * monthly gift's first row (`original`, when found), or else from the invoice. `chargedCents` is
 * what Stripe charged (or tried to) for the month.
 */
export function renewalRowOf(original: Donation | undefined, invoice: Stripe.Invoice, chargedCents: number) {
  return {
    amount_cents: chargedCents,
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
