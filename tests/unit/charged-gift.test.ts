import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { coveredFeeCents } from '@/contracts/amounts'
import { STRIPE_US_CARD_FEE } from '@/lib/cardFee'
import type { Donation } from '@/payload-types'
import { chargedOf, renewalRowOf, splitCharge } from '@/server/services/stripe/chargedGift'

// What Stripe charged, split back into the gift and the card fee the donor covered
// (src/server/services/stripe/chargedGift.ts): the webhook records each month of a monthly gift
// and each one-time gift this way, and refunds and disputes compare with the whole charge.

const AT = '2031-09-11T12:00:00.000Z'
const original = (fields: Partial<Donation> = {}): Donation =>
  ({
    id: 41,
    amount_cents: 2_500,
    fee_covered_cents: 106,
    currency: 'usd',
    method: 'card',
    status: 'succeeded',
    is_recurring: true,
    is_anonymous: true,
    donor_name: 'Ada Lovelace',
    donor_email: 'ada@example.org',
    dedication_note: 'For Grace',
    stripe_customer_id: 'cus_first',
    campaign: 3,
    fundraiser: { id: 8 } as Donation['fundraiser'],
    updatedAt: AT,
    createdAt: AT,
    ...fields,
  }) as Donation
const invoice = (fields: Partial<Stripe.Invoice> = {}) =>
  ({ id: 'in_123', currency: 'usd', customer: 'cus_invoice', customer_name: 'Grace Hopper', customer_email: 'Grace@Example.org', ...fields }) as Stripe.Invoice

describe('splitCharge: the gift is the charge less the fee the donor covered', () => {
  it('takes the covered fee out of the charge', () => {
    expect(splitCharge(2_606, 106)).toEqual({ amount_cents: 2_500, fee_covered_cents: 106 })
  })

  it('with no fee covered, the whole charge is the gift', () => {
    expect(splitCharge(2_500, null)).toEqual({ amount_cents: 2_500, fee_covered_cents: 0 })
    expect(splitCharge(2_500, undefined)).toEqual({ amount_cents: 2_500, fee_covered_cents: 0 })
    expect(splitCharge(2_500, 0)).toEqual({ amount_cents: 2_500, fee_covered_cents: 0 })
  })

  it('a charge not more than the fee (a changed price, a discount) is all gift, and claims no fee: a gift is never 0 or less', () => {
    expect(splitCharge(106, 106)).toEqual({ amount_cents: 106, fee_covered_cents: 0 })
    expect(splitCharge(50, 106)).toEqual({ amount_cents: 50, fee_covered_cents: 0 })
    expect(splitCharge(107, 106)).toEqual({ amount_cents: 1, fee_covered_cents: 106 })
  })

  it('gives back the gift and the fee checkout charged, for every gift: split and charged are each other’s inverse', () => {
    for (let gift = 100; gift <= 1_000_000; gift += 4_999) {
      const fee = coveredFeeCents(gift, STRIPE_US_CARD_FEE)
      const split = splitCharge(gift + fee, fee)
      expect(split).toEqual({ amount_cents: gift, fee_covered_cents: fee })
      expect(chargedOf(split)).toBe(gift + fee)
    }
  })
})

describe('chargedOf: what Stripe charges for a gift', () => {
  it('is the gift and the fee its donor covered; no fee recorded is none', () => {
    expect(chargedOf({ amount_cents: 2_500, fee_covered_cents: 106 })).toBe(2_606)
    expect(chargedOf({ amount_cents: 2_500, fee_covered_cents: null })).toBe(2_500)
    expect(chargedOf({ amount_cents: 2_500 })).toBe(2_500)
  })
})

describe('renewalRowOf: one month of a monthly gift', () => {
  it('inherits the donor, the wish not to be named, the note and where it counts from the first gift', () => {
    const row = renewalRowOf(original(), invoice(), 2_606)
    expect(row).toEqual({
      amount_cents: 2_500,
      fee_covered_cents: 106,
      is_anonymous: true,
      currency: 'usd',
      method: 'card',
      is_recurring: true,
      donor_name: 'Ada Lovelace',
      donor_email: 'ada@example.org',
      dedication_note: 'For Grace',
      stripe_invoice_id: 'in_123',
      stripe_customer_id: 'cus_invoice',
      campaign: 3,
      fundraiser: 8,
    })
  })

  it('splits the month’s charge by the fee covered at the start, so a changed price is still a gift', () => {
    expect(renewalRowOf(original(), invoice(), 2_000)).toMatchObject({ amount_cents: 1_894, fee_covered_cents: 106 })
    expect(renewalRowOf(original(), invoice(), 100)).toMatchObject({ amount_cents: 100, fee_covered_cents: 0 })
  })

  it('without the first gift, takes what the invoice knows, kept only if it passes the donation’s own rules', () => {
    const row = renewalRowOf(undefined, invoice({ customer: { id: 'cus_obj' } as Stripe.Customer }), 2_500)
    expect(row).toMatchObject({
      amount_cents: 2_500,
      fee_covered_cents: 0,
      is_anonymous: false,
      donor_name: 'Grace Hopper',
      donor_email: 'grace@example.org',
      dedication_note: null,
      stripe_customer_id: 'cus_obj',
      campaign: null,
      fundraiser: null,
    })
    const bad = renewalRowOf(undefined, invoice({ customer_name: 'Line one\nline two', customer_email: 'not an email' }), 2_500)
    expect(bad).toMatchObject({ donor_name: null, donor_email: null })
    expect(renewalRowOf(undefined, invoice({ customer_name: null, customer_email: null }), 2_500)).toMatchObject({ donor_name: null, donor_email: null })
  })

  it('the customer is the invoice’s, else the first gift’s; the currency, the invoice’s or usd', () => {
    expect(renewalRowOf(original(), invoice({ customer: null }), 2_606).stripe_customer_id).toBe('cus_first')
    expect(renewalRowOf(undefined, invoice({ customer: null }), 2_606).stripe_customer_id).toBeNull()
    expect(renewalRowOf(undefined, invoice({ currency: '' }), 2_606).currency).toBe('usd')
  })
})
