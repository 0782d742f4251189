import * as z from 'zod/mini'

import { cents, longText, optionalEmail, optionalLine, optionalSlug, optionalText, requiredText } from './common'
import { donationFields } from './donate'

// Checks that arrive by mail, recorded by staff: the API, the staff dialog and /cms alike.

export const MAX_CHECK_CENTS = 100_000_000 // $1,000,000: a larger figure is a typo
export const RECEIVED_ON_MESSAGE = 'Please enter the date the check arrived'
const DAY_MS = 86_400_000

/** "2026-11-20": a real calendar day, not after tomorrow (the foundation's today, in any zone). */
export const isReceivedOn = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && day.getTime() <= Date.now() + DAY_MS && value >= '2001-01-01'
}

export const mailInFields = {
  amount_cents: cents(1, MAX_CHECK_CENTS, { invalid: 'Please enter a valid amount', tooLarge: 'Please check the amount: at most $1,000,000' }),
  received_on: z.string({ error: RECEIVED_ON_MESSAGE }).check(z.trim(), z.refine(isReceivedOn, RECEIVED_ON_MESSAGE)),
  donor_name: requiredText('Please enter the donor’s name'),
  donor_email: optionalEmail('Invalid email'),
  check_number: optionalLine(40),
  dedication_note: donationFields.dedication_note,
  note: optionalText(2000),
}

/** What staff send to record a check (POST /api/donations/mail-in) or correct one (PATCH /api/donations/{id}). */
export const mailInSchema = z.object({
  ...mailInFields,
  /** The campaign the check was given towards (its slug), if any; left out, a correction keeps it. */
  campaign: optionalSlug(),
})
export type MailInInput = z.output<typeof mailInSchema>

/** What staff send to void a check: why. */
export const voidCheckSchema = z.object({ reason: longText(1, 500, 'Please say why this check is voided') })

/** One line of a gift's history: who did what, and when. */
export const historyEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  /** A check's: recorded, edited, voided; a monthly gift's, by its donor: amount changed, paused, resumed, canceled. */
  action: z.enum(['recorded', 'edited', 'voided', 'amount-changed', 'paused', 'resumed', 'canceled']),
  /** For an edit: each field changed, from and to. */
  changes: z.optional(z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))),
  reason: z.optional(z.string()),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>
