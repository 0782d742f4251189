/**
 * A card fee: a percentage of the charge plus fixed cents (CARD_FEE_PERCENT, CARD_FEE_FIXED_CENTS,
 * read on the server below and handed to the donate form, so both compute the same).
 */
export type CardFee = { percent: number; fixedCents: number }

/** Stripe's standard price for a US card: 2.9% + 30¢. */
export const STRIPE_US_CARD_FEE: CardFee = { percent: 2.9, fixedCents: 30 }

const number = (name: string): number | null => {
  const text = process.env[name]
  if (text === undefined || text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/**
 * The card fee a donor may cover (CARD_FEE_PERCENT, CARD_FEE_FIXED_CENTS; default Stripe's
 * standard US card price, 2.9% + 30¢), read on the server: checkout charges it, and the donate
 * page hands it to the form, so both say the same. A value out of bounds (a percentage from 0 to
 * under 50, whole cents from 0 to 1000) is ignored.
 */
export function cardFee(): CardFee {
  const percent = number('CARD_FEE_PERCENT')
  const fixed = number('CARD_FEE_FIXED_CENTS')
  return {
    percent: percent !== null && percent >= 0 && percent < 50 ? percent : STRIPE_US_CARD_FEE.percent,
    fixedCents: fixed !== null && Number.isInteger(fixed) && fixed >= 0 && fixed <= 1000 ? fixed : STRIPE_US_CARD_FEE.fixedCents,
  }
}

/** Card giving needs all three: the secret key, the publishable key and the webhook secret. */
export const cardGivingEnabled = (): boolean => Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PUBLISHABLE_KEY && process.env.STRIPE_WEBHOOK_SECRET)
