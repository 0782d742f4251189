import * as z from 'zod/mini'

import { messageSchema } from './api'
import { emailField, flag } from './common'
import { defineEndpoint } from './endpoint'

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
  year: z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value)),
    ),
    yearField(),
  ),
  website: z.optional(z.string().check(z.maxLength(500))),
})

/** The one answer to a donor's request, whatever the address. */
export const STATEMENT_REQUESTED = 'If this address gave that year, its statement is on its way by email.'

/** The staff dialog's form: the year typed as text, and whether to send again. */
export const statementsFormSchema = z.object({
  year: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN)),
    ),
    yearField(),
  ),
  resend: z.boolean(),
})

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const queueStatementsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/statements',
  summary:
    'Queue the year-end statement (mail + PDF) of every donor with gifts kept in `year` (in SITE_TIME_ZONE); a donor and year already sent are skipped unless `resend`. Answers how many were queued (audited)',
  access: 'staff',
  role: 'fundraising',
  body: queueStatementsSchema,
  status: 202,
  output: queuedStatementsSchema,
})

export const requestStatementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/statement',
  summary:
    'A donor asks for their year-end statement: mailed (with its PDF) if the address gave that year, but not again for that year within a day. The answer is the same for any address; past 3 requests an hour for one address (any client, donor or not), 429 with Retry-After; a filled-in `website` (the honeypot) is refused with 400',
  access: 'public',
  rateLimit: 'statement',
  body: statementRequestSchema,
  status: 202,
  output: messageSchema,
})
