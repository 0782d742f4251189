import * as z from 'zod/mini'

import { isReceivedOn } from './mailIn'
import { defineEndpoint } from './endpoint'

// Deposits for the books (docs/bookkeeping.md): each Stripe payout with the balance transactions it
// carries, and each bank deposit of checks staff make up, so a deposit's net is exactly the line
// on the bank statement: gross − fees − refunds − disputes = net.

export const DEPOSIT_MESSAGES = {
  day: 'Use a date like 2026-11-30.',
  depositedOn: 'Please enter the day the checks were deposited (not in the future).',
  checks: 'Please choose at least one check.',
  tooMany: 'At most 500 checks in one deposit.',
  notCheck: (id: number) => `Gift #${id} is not a check that arrived (only succeeded checks go into a bank deposit).`,
  alreadyDeposited: (id: number, deposit: number) => `The check of gift #${id} is already in deposit #${deposit}.`,
  range: 'The end of the range is before its start.',
} as const

const day = z.optional(
  z.string({ error: DEPOSIT_MESSAGES.day }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, DEPOSIT_MESSAGES.day),
    z.refine((value) => !Number.isNaN(Date.parse(value)), DEPOSIT_MESSAGES.day),
  ),
)

/** Deposits that arrived between two days (inclusive, YYYY-MM-DD); left out, the last 90 days and the coming week. */
export const depositRangeSchema = z.object({ from: day, to: day }).check(z.refine((range) => !range.from || !range.to || range.from <= range.to, { message: DEPOSIT_MESSAGES.range, path: ['to'] }))
export type DepositRange = z.output<typeof depositRangeSchema>

/** Staff make up a bank deposit of checks that arrived. */
export const checkDepositSchema = z.object({
  deposited_on: z.string({ error: DEPOSIT_MESSAGES.depositedOn }).check(z.trim(), z.refine(isReceivedOn, DEPOSIT_MESSAGES.depositedOn)),
  donation_ids: z.array(z.number().check(z.int(), z.positive()), { error: DEPOSIT_MESSAGES.checks }).check(z.minLength(1, DEPOSIT_MESSAGES.checks), z.maxLength(500, DEPOSIT_MESSAGES.tooMany)),
})
export type CheckDepositInput = z.output<typeof checkDepositSchema>

const cents = z.number().check(z.int())

export const DEPOSIT_KINDS = ['stripe', 'checks'] as const

export const depositSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(DEPOSIT_KINDS),
  /** The day the money reached the bank: a payout's arrival date, or the day staff deposited the checks. */
  arrival_date: z.string(),
  gross_cents: cents,
  fee_cents: cents,
  refunded_cents: cents,
  disputed_cents: cents,
  /** Exactly the line on the bank statement: gross − fees − refunds − disputes. */
  net_cents: cents,
  count: cents,
  stripe_payout_id: z.nullable(z.string()),
  /** A payout whose balance transactions are still being read from Stripe (the Jobs Queue does it). */
  lines_pending: z.boolean(),
})
export type DepositOut = z.output<typeof depositSchema>

export const DEPOSIT_LINE_TYPES = ['charge', 'refund', 'dispute', 'fee', 'check', 'other'] as const
export type DepositLineType = (typeof DEPOSIT_LINE_TYPES)[number]

export const depositLineSchema = z.object({
  /** The day of the gift, refund or dispute (a check's: the day it arrived). */
  date: z.string(),
  type: z.enum(DEPOSIT_LINE_TYPES),
  donation_id: z.nullable(cents),
  donor: z.nullable(z.string()),
  description: z.string(),
  campaign: z.nullable(z.string()),
  /** What the line adds to (a gift) or takes from (a refund, a dispute: negative) the deposit, before fees. */
  gross_cents: cents,
  fee_cents: cents,
  net_cents: cents,
})
export type DepositLine = z.output<typeof depositLineSchema>

export const depositDetailSchema = z.extend(depositSchema, { lines: z.array(depositLineSchema) })
export type DepositDetail = z.output<typeof depositDetailSchema>

/** A check that arrived and is in no bank deposit yet. */
export const undepositedCheckSchema = z.object({
  donation_id: cents,
  received_on: z.nullable(z.string()),
  donor_name: z.nullable(z.string()),
  check_number: z.nullable(z.string()),
  amount_cents: cents,
})
export type UndepositedCheck = z.output<typeof undepositedCheckSchema>

export const DEPOSIT_CSV_COLUMNS = ['Deposit', 'Deposit Date', 'Date', 'Donor', 'Description', 'Campaign', 'Gross', 'Fee', 'Net'] as const

export const listDepositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/deposits',
  summary:
    'The deposits that arrived between `from` and `to` (inclusive; the last 90 days and the coming week when left out), newest first: Stripe payouts and bank deposits of checks, each with its gross, fees, refunds, disputes and net (the bank line)',
  access: 'staff',
  role: 'fundraising',
  query: depositRangeSchema,
  output: z.array(depositSchema),
})

export const readDepositEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/deposits/{id}',
  summary: 'One deposit and its lines: the gifts, refunds, disputes and fees (a payout’s balance transactions) or the checks that make it up',
  access: 'staff',
  role: 'fundraising',
  output: depositDetailSchema,
  answers: { 404: { description: 'No deposit has that id' } },
})

export const createCheckDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/deposits',
  summary: 'Group checks that arrived into one bank deposit (audited); a check already in a deposit is 409',
  access: 'staff',
  role: 'fundraising',
  body: checkDepositSchema,
  status: 201,
  output: depositDetailSchema,
  answers: { 409: { description: 'A check of the list is already in a deposit' }, 422: { description: 'A gift of the list is not a succeeded check, or the day is not valid' } },
})

export const exportDepositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exports/deposits.csv',
  summary: 'The deposits of `from`–`to` as CSV for the books: one row per line (audited)',
  access: 'staff',
  role: 'fundraising',
  query: depositRangeSchema,
  file: { contentType: 'text/csv', description: `One row per line of each deposit: ${DEPOSIT_CSV_COLUMNS.join(', ')}; named deposits-FROM-TO.csv` },
})

export const listUndepositedChecksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/checks/undeposited',
  summary: 'The checks that arrived (succeeded) and are in no bank deposit yet, oldest first (at most 500)',
  access: 'staff',
  role: 'fundraising',
  output: z.array(undepositedCheckSchema),
})
