import { afterEach, describe, expect, it, vi } from 'vitest'

import { chooseAmountMessage, MAX_DONATION_CENTS, PRESET_AMOUNTS } from '@/contracts/amounts'
import { minimumMessage } from '@/contracts/donate'
import { candlesLitText } from '@/lib/candles'
import { DEFAULT_MIN_DONATION_CENTS, minDonationCents } from '@/lib/minimumGift'
import { formatDollars } from '@/lib/money'

// Amounts as the site says them (src/lib/money.ts, src/lib/minimumGift.ts, src/contracts/amounts.ts;
// the spec: preset gifts of 25, 50, 100, 250 and 500 dollars, a minimum of $1, "Amount must be at
// least $1", amounts sent in cents).

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('formatDollars: cents in dollars', () => {
  it('whole dollars without cents, others with two digits', () => {
    expect(formatDollars(25_000)).toBe('$250')
    expect(formatDollars(2_550)).toBe('$25.50')
    expect(formatDollars(2_505)).toBe('$25.05')
    expect(formatDollars(1)).toBe('$0.01')
    expect(formatDollars(0)).toBe('$0')
  })

  it('groups thousands', () => {
    expect(formatDollars(MAX_DONATION_CENTS)).toBe('$100,000')
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89')
  })

  it('a negative amount (a refund taken out) keeps its sign', () => {
    expect(formatDollars(-2_500)).toBe('-$25')
    expect(formatDollars(-1_999)).toBe('-$19.99')
  })
})

describe('the spec’s amounts', () => {
  it('presets are 25, 50, 100, 250 and 500 dollars; the largest gift is $100,000', () => {
    expect(PRESET_AMOUNTS).toEqual([25, 50, 100, 250, 500])
    expect(MAX_DONATION_CENTS).toBe(10_000_000)
  })

  it('the minimum says “Amount must be at least $1”, and follows a raised minimum', () => {
    expect(minimumMessage(DEFAULT_MIN_DONATION_CENTS)).toBe('Amount must be at least $1')
    expect(minimumMessage(500)).toBe('Amount must be at least $5')
    expect(minimumMessage(250)).toBe('Amount must be at least $2.50')
    expect(minimumMessage(100_000)).toBe('Amount must be at least $1,000')
  })

  it('with no amount chosen, the form says what to do, with the same minimum', () => {
    expect(chooseAmountMessage(100)).toBe('Choose an amount, or enter one of at least $1')
    expect(chooseAmountMessage(250)).toBe('Choose an amount, or enter one of at least $2.50')
  })
})

describe('minDonationCents: the smallest online card gift', () => {
  it('is the spec’s $1 unless MIN_DONATION_CENTS raises it', () => {
    vi.stubEnv('MIN_DONATION_CENTS', '')
    expect(minDonationCents()).toBe(100)
    vi.stubEnv('MIN_DONATION_CENTS', '500')
    expect(minDonationCents()).toBe(500)
  })

  it('takes whole cents of 50 or more (Stripe’s own least charge); anything else is the default', () => {
    vi.stubEnv('MIN_DONATION_CENTS', '50')
    expect(minDonationCents()).toBe(50)
    for (const value of ['49', '0', '-500', '250.5', 'five', '1e400']) {
      vi.stubEnv('MIN_DONATION_CENTS', value)
      expect(minDonationCents(), value).toBe(100)
    }
  })
})

describe('candlesLitText: the candle button’s count', () => {
  it('one candle, many candles, none', () => {
    expect(candlesLitText(1)).toBe('1 candle lit')
    expect(candlesLitText(0)).toBe('0 candles lit')
    expect(candlesLitText(2)).toBe('2 candles lit')
  })

  it('groups thousands', () => {
    expect(candlesLitText(1_234)).toBe('1,234 candles lit')
    expect(candlesLitText(1_000_000)).toBe('1,000,000 candles lit')
  })
})
