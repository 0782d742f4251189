import { afterEach, describe, expect, it, vi } from 'vitest'

import { coveredFeeCents } from '@/contracts/amounts'
import { type CardFee, cardFee, cardGivingEnabled, STRIPE_US_CARD_FEE } from '@/lib/cardFee'

// The card fee a donor may cover (src/lib/cardFee.ts, src/contracts/amounts.ts; docs/payments.md):
// the charge is grossed up, total = ⌈(gift + fixed) / (1 − percent)⌉, so the charge less the fee
// taken on it (rounded up) is still the whole gift. The donate form's estimate and checkout's
// charge are this one function; CARD_FEE_PERCENT and CARD_FEE_FIXED_CENTS change the price.

afterEach(() => {
  vi.unstubAllEnvs()
})

/** What a processor charging `fee` keeps of `total`, its fee rounded up to the cent. */
const keptOf = (total: number, fee: CardFee) => total - (Math.ceil((total * Math.round(fee.percent * 100)) / 10_000) + fee.fixedCents)

describe('coveredFeeCents: what a donor adds so all of the gift arrives', () => {
  it('at Stripe’s US price, 2.9% + 30¢: $100 → $3.30, $25 → $1.06, $1 → 34¢', () => {
    expect(coveredFeeCents(10_000, STRIPE_US_CARD_FEE)).toBe(330)
    expect(coveredFeeCents(2_500, STRIPE_US_CARD_FEE)).toBe(106)
    expect(coveredFeeCents(100, STRIPE_US_CARD_FEE)).toBe(34)
  })

  it('the charge less the fee on it is the whole gift, and a cent less would not be, at any price', () => {
    const prices: CardFee[] = [STRIPE_US_CARD_FEE, { percent: 3.5, fixedCents: 15 }, { percent: 0, fixedCents: 30 }, { percent: 2.2, fixedCents: 0 }, { percent: 49.99, fixedCents: 1000 }]
    for (const fee of prices) {
      for (let gift = 1; gift <= 2_000_000; gift += 7_919) {
        const total = gift + coveredFeeCents(gift, fee)
        expect(keptOf(total, fee), `${gift}¢ at ${fee.percent}% + ${fee.fixedCents}¢`).toBeGreaterThanOrEqual(gift)
        expect(keptOf(total - 1, fee), `${gift}¢ at ${fee.percent}% + ${fee.fixedCents}¢`).toBeLessThan(gift)
      }
    }
  })

  it('is the fixed part alone when there is no percentage, and nothing at a price of nothing', () => {
    expect(coveredFeeCents(5_000, { percent: 0, fixedCents: 30 })).toBe(30)
    expect(coveredFeeCents(5_000, { percent: 0, fixedCents: 0 })).toBe(0)
  })

  it('reads the percentage in whole hundredths, so no float error adds a cent (2.9% of $1,000 is exactly $29)', () => {
    // (100,000 + 0) / (1 − 0.029) = 102,986.61… → 102,987: the fee is 2,987, not 2,988.
    expect(coveredFeeCents(100_000, { percent: 2.9, fixedCents: 0 })).toBe(2_987)
    expect(coveredFeeCents(97_100, { percent: 2.9, fixedCents: 0 })).toBe(2_900)
  })

  it('grows with the gift: a larger gift never covers a smaller fee', () => {
    let before = 0
    for (let gift = 1; gift <= 50_000; gift += 13) {
      const fee = coveredFeeCents(gift, STRIPE_US_CARD_FEE)
      expect(fee).toBeGreaterThanOrEqual(before)
      before = fee
    }
  })

  it('is 0 for anything that is not a gift: zero, negative, fractional cents, NaN, infinity', () => {
    for (const gift of [0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(coveredFeeCents(gift, STRIPE_US_CARD_FEE)).toBe(0)
  })

  it('is 0 at a price no gift could pay: a percentage below 0, or of 100 or more', () => {
    expect(coveredFeeCents(10_000, { percent: -1, fixedCents: 30 })).toBe(0)
    expect(coveredFeeCents(10_000, { percent: 100, fixedCents: 30 })).toBe(0)
    expect(coveredFeeCents(10_000, { percent: 150, fixedCents: 0 })).toBe(0)
  })
})

describe('cardFee: the price from the environment', () => {
  it('is Stripe’s standard US price unless told otherwise', () => {
    vi.stubEnv('CARD_FEE_PERCENT', '')
    vi.stubEnv('CARD_FEE_FIXED_CENTS', '  ')
    expect(cardFee()).toEqual({ percent: 2.9, fixedCents: 30 })
  })

  it('takes a percentage from 0 to under 50, and whole cents from 0 to 1000', () => {
    vi.stubEnv('CARD_FEE_PERCENT', '3.49')
    vi.stubEnv('CARD_FEE_FIXED_CENTS', '49')
    expect(cardFee()).toEqual({ percent: 3.49, fixedCents: 49 })
    vi.stubEnv('CARD_FEE_PERCENT', '0')
    vi.stubEnv('CARD_FEE_FIXED_CENTS', '0')
    expect(cardFee()).toEqual({ percent: 0, fixedCents: 0 })
    vi.stubEnv('CARD_FEE_PERCENT', '49.99')
    vi.stubEnv('CARD_FEE_FIXED_CENTS', '1000')
    expect(cardFee()).toEqual({ percent: 49.99, fixedCents: 1000 })
  })

  it('ignores each value out of bounds or not a number, keeping the default for that part only', () => {
    const cases: [string, string, CardFee][] = [
      ['50', '30', { percent: 2.9, fixedCents: 30 }],
      ['-0.5', '25', { percent: 2.9, fixedCents: 25 }],
      ['two', '25', { percent: 2.9, fixedCents: 25 }],
      ['Infinity', '25', { percent: 2.9, fixedCents: 25 }],
      ['3', '30.5', { percent: 3, fixedCents: 30 }],
      ['3', '1001', { percent: 3, fixedCents: 30 }],
      ['3', '-1', { percent: 3, fixedCents: 30 }],
      ['3', '30¢', { percent: 3, fixedCents: 30 }],
    ]
    for (const [percent, fixed, expected] of cases) {
      vi.stubEnv('CARD_FEE_PERCENT', percent)
      vi.stubEnv('CARD_FEE_FIXED_CENTS', fixed)
      expect(cardFee(), `${percent}% + ${fixed}`).toEqual(expected)
    }
  })
})

describe('cardGivingEnabled: card giving needs all three Stripe settings', () => {
  it('is on with the secret key, the publishable key and the webhook secret, and off without any one', () => {
    const all = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
    for (const [name, value] of Object.entries(all)) vi.stubEnv(name, value)
    expect(cardGivingEnabled()).toBe(true)
    for (const name of Object.keys(all)) {
      vi.stubEnv(name, '')
      expect(cardGivingEnabled(), `without ${name}`).toBe(false)
      vi.stubEnv(name, all[name as keyof typeof all])
    }
  })
})
