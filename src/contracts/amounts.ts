/** The donate form's preset gifts and the largest gift, without zod: the page shows them at once. */
export const PRESET_AMOUNTS = [25, 50, 100, 250, 500] as const
export const MAX_DONATION_CENTS = 10_000_000 // $100,000: anything larger is a typo, or should call us
