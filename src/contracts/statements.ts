import * as z from 'zod/mini'

import { emailField, flag } from './common'

// Year-end giving statements: staff queue a year's (POST /api/admin/statements), a donor asks for
// theirs (POST /api/donations/statement, the same answer for any address).

export const YEAR_MESSAGE = 'Please enter a year such as 2026'
const yearField = () => z.number({ error: YEAR_MESSAGE }).check(z.int(YEAR_MESSAGE), z.gte(2001, YEAR_MESSAGE), z.lte(2100, YEAR_MESSAGE))

export const queueStatementsSchema = z.object({
  year: yearField(),
  /** Send again to donors whose statement of that year was already sent. */
  resend: z._default(flag(), false),
})

export const queuedStatementsSchema = z.object({ queued: z.number().check(z.int()) })

/** A donor's request (the form at /donate/statement types the year as text); `website` is the honeypot people never see. */
export const statementRequestSchema = z.object({
  email: emailField(),
  year: z.pipe(z.pipe(z.unknown(), z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value))), yearField()),
  website: z.optional(z.string().check(z.maxLength(500))),
})

/** The one answer to a donor's request, whatever the address. */
export const STATEMENT_REQUESTED = 'If this address gave that year, its statement is on its way by email.'

/** The staff dialog's form: the year typed as text, and whether to send again. */
export const statementsFormSchema = z.object({
  year: z.pipe(
    z.pipe(z.string(), z.transform((text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN))),
    yearField(),
  ),
  resend: z.boolean(),
})
