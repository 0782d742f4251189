import * as z from 'zod/mini'

import { defineEndpoint } from './endpoint'

/** How many months the by-month figures may cover: a year by default, three at most. */
export const GIVING_MONTHS_DEFAULT = 12
export const GIVING_MONTHS_MAX = 36
const MONTHS_MESSAGE = `Months must be a whole number from 1 to ${GIVING_MONTHS_MAX}`

/** `?months=` of the by-month figures (and of their chart's signed link). */
export const givingByMonthQuerySchema = z.object({
  months: z._default(
    z.coerce.number({ error: MONTHS_MESSAGE }).check(z.int({ error: MONTHS_MESSAGE }), z.gte(1, { error: MONTHS_MESSAGE }), z.lte(GIVING_MONTHS_MAX, { error: MONTHS_MESSAGE })),
    GIVING_MONTHS_DEFAULT,
  ),
})

/** The chart's link: the months, and the signature the staff answer handed out. */
export const signedGivingChartQuerySchema = z.extend(givingByMonthQuerySchema, {
  expires: z.coerce.number().check(z.int()),
  signature: z.string(),
})

/** One calendar month (in SITE_TIME_ZONE): the money kept, by how it was given, and its donors. */
export const givingMonthSchema = z.object({
  /** "2026-03". */
  month: z.string(),
  /** Card gifts given once. */
  card_cents: z.number().check(z.int()),
  /** Monthly card gifts: their first payments and every renewal. */
  monthly_cents: z.number().check(z.int()),
  /** Checks, by the day they were received. */
  check_cents: z.number().check(z.int()),
  kept_cents: z.number().check(z.int()),
  /** Benefit-night ticket orders paid this month (tickets, added gifts and card fees covered, net of refunds): apart from the gifts, not in `kept_cents`. */
  tickets_cents: z.number().check(z.int()),
  /** Donors whose first gift ever was made this month. */
  new_donors: z.number().check(z.int()),
  /** Donors who gave this month and had given before it. */
  returning_donors: z.number().check(z.int()),
  /** Donors whose latest gift up to this month's end was made 18 months before it. */
  lapsed_donors: z.number().check(z.int()),
})
export type GivingMonth = z.infer<typeof givingMonthSchema>

export const givingByMonthSchema = z.object({
  time_zone: z.string(),
  /** Oldest first, the current month last; months without gifts are there with zeros. */
  months: z.array(givingMonthSchema),
  /** The same money drawn as an SVG chart: a signed link, good for an hour, for an <img>. */
  chart_url: z.string(),
})
export type GivingByMonth = z.infer<typeof givingByMonthSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const givingChartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/by-month.svg',
  summary: 'The money kept by month of GET /api/donations/by-month, drawn on the server as an SVG chart, by the signed link that answer hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedGivingChartQuerySchema,
  file: { contentType: 'image/svg+xml', description: 'The chart' },
})

export const givingByMonthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/by-month',
  summary:
    'The last `months` calendar months (1 to 36, default 12) in SITE_TIME_ZONE, oldest first, months without gifts as zeros: the money kept (as in the totals: refunds and lost disputes out) by how it was given (card one-time, monthly, check), and the donors (one normalised email) new, returning and lapsed that month; with a signed link to the same money drawn as an SVG chart',
  access: 'staff',
  role: 'fundraising',
  query: givingByMonthQuerySchema,
  output: givingByMonthSchema,
})
