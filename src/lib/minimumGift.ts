/** The spec's minimum gift ($1); MIN_DONATION_CENTS may raise it for online card gifts. */
export const DEFAULT_MIN_DONATION_CENTS = 100

/**
 * The smallest online card gift in cents (MIN_DONATION_CENTS, default the spec's $1), read on the
 * server: the checkout API checks it, and the donate page hands it to the form as a prop, so both
 * say the same. Renewals and checks recorded by staff are not held to it.
 */
export function minDonationCents(): number {
  const configured = Number(process.env.MIN_DONATION_CENTS)
  return Number.isInteger(configured) && configured >= 50 ? configured : DEFAULT_MIN_DONATION_CENTS
}
