/** The smallest one-time gift the donate form asks to make monthly instead: $25. */
export const DEFAULT_MONTHLY_PROMPT_MIN_CENTS = 2500

/**
 * Whether the donate form asks "Could you give $X a month instead?" before the card step of a
 * one-time gift, and from what amount (MONTHLY_PROMPT=false turns it off; MONTHLY_PROMPT_MIN_CENTS,
 * default $25, whole cents of at least $1). Read on the server and handed to the form.
 */
export function monthlyPromptMinCents(): number | null {
  if (process.env.MONTHLY_PROMPT?.trim().toLowerCase() === 'false') return null
  const configured = Number(process.env.MONTHLY_PROMPT_MIN_CENTS)
  return Number.isInteger(configured) && configured >= 100 ? configured : DEFAULT_MONTHLY_PROMPT_MIN_CENTS
}
