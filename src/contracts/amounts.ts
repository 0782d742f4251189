import type { CardFee } from '@/lib/cardFee'
import { formatDollars } from '@/lib/money'

/** The donate form's preset gifts and the largest gift, without zod: the page shows them at once. */
export const PRESET_AMOUNTS = [25, 50, 100, 250, 500] as const
export const MAX_DONATION_CENTS = 10_000_000 // $100,000: anything larger is a typo, or should call us

/**
 * What a donor adds so all of the gift reaches the foundation: the charge is grossed up,
 * total = ⌈(gift + fixed) / (1 − percent)⌉, so that the charge less the fee taken on it (even
 * rounded up) is still at least the gift; the fee covered is total − gift. The donate form shows it
 * live and checkout charges it, with this one function. 0 for anything that is not a gift.
 */
export function coveredFeeCents(giftCents: number, fee: CardFee): number {
  if (!Number.isInteger(giftCents) || giftCents <= 0) return 0
  // Whole hundredths of a percent, so 2.9% is 290/10000 exactly and no float error makes a cent.
  const basisPoints = Math.round(fee.percent * 100)
  if (basisPoints < 0 || basisPoints >= 10_000) return 0
  const total = Math.ceil(((giftCents + fee.fixedCents) * 10_000) / (10_000 - basisPoints))
  return total - giftCents
}

/**
 * What the donate form adds to the spec's "Please enter a valid amount" when no amount was chosen:
 * what to do, with the same minimum (MIN_DONATION_CENTS) as "Amount must be at least $1".
 */
export const chooseAmountMessage = (minCents: number): string => `Choose an amount, or enter one of at least ${formatDollars(minCents)}`

/** The monthly gift offered instead of a one-time gift (issue 46): a third of it, rounded up to a whole dollar. */
export const monthlyOfferCents = (oneTimeCents: number): number => Math.ceil(oneTimeCents / 300) * 100

/** The donor's answer to "Could you give $X a month instead?", stored with the gift. */
export const MONTHLY_PROMPT_ANSWERS = ['accepted', 'declined'] as const
export type MonthlyPromptAnswer = (typeof MONTHLY_PROMPT_ANSWERS)[number]
