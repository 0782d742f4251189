import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import {
  type CheckDepositInput,
  DEPOSIT_CSV_COLUMNS,
  DEPOSIT_MESSAGES,
  type DepositDetail,
  type DepositLine,
  type DepositLineType,
  type DepositOut,
  type DepositRange,
  type UndepositedCheck,
} from '@/contracts/deposits'
import { csvLine, CSV_BOM } from '@/lib/csv'
import { zonedDay } from '@/lib/dates'
import { withDeadline } from '@/lib/deadline'
import { recordAudit } from '@/plugins/audit/recordAudit'

import {
  type DepositLineRow,
  type DepositRow,
  insertCheckDeposit,
  type NewDepositLine,
  replacePayoutLines,
  selectDeposit,
  selectDepositLines,
  selectDeposits,
  selectGiftsByPaymentIntent,
  selectLinesBetween,
  selectUndepositedChecks,
  upsertPayoutDeposit,
} from '../../data/deposits'
import { conflict, invalid, notFound, unavailable } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { getStripe, STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from '../../stripe/client'

// Deposits for the books (docs/bookkeeping.md): a Stripe payout is recorded when it is paid (the
// payout.paid webhook, or the nightly reconciliation), and its balance transactions, each a line,
// are read from Stripe by the Jobs Queue; a bank deposit of checks is made up by staff.

const DAY_MS = 86_400_000

const toDeposit = (row: DepositRow): DepositOut => ({
  id: row.id,
  kind: row.kind,
  arrival_date: row.arrival_date,
  gross_cents: Number(row.gross_cents),
  fee_cents: Number(row.fee_cents),
  refunded_cents: Number(row.refunded_cents),
  disputed_cents: Number(row.disputed_cents),
  net_cents: Number(row.net_cents),
  count: row.count,
  stripe_payout_id: row.stripe_payout_id,
  lines_pending: Boolean(row.lines_pending),
})

const toLine = (row: DepositLineRow): DepositLine => ({
  date: row.date,
  type: row.type,
  donation_id: row.donation_id,
  donor: row.donor,
  description: row.description,
  campaign: row.campaign,
  gross_cents: Number(row.gross_cents),
  fee_cents: Number(row.fee_cents),
  net_cents: Number(row.net_cents),
})

/** `from`–`to`, or the last 90 days in the foundation's zone and the coming week (a payout's arrival date is the day Stripe expects it at the bank, in UTC). */
const rangeOf = (range: DepositRange) => ({ from: range.from ?? zonedDay(new Date(Date.now() - 90 * DAY_MS)), to: range.to ?? zonedDay(new Date(Date.now() + 7 * DAY_MS)) })

export async function listDeposits(payload: Payload, range: DepositRange): Promise<DepositOut[]> {
  const { from, to } = rangeOf(range)
  return (await selectDeposits(payload, from, to)).map(toDeposit)
}

export async function readDeposit(payload: Payload, id: number): Promise<DepositDetail> {
  const row = await selectDeposit(payload, id)
  if (!row) throw notFound('No deposit has that id.')
  return { ...toDeposit(row), lines: (await selectDepositLines(payload, id)).map(toLine) }
}

export async function listUndepositedChecks(payload: Payload): Promise<UndepositedCheck[]> {
  return (await selectUndepositedChecks(payload)).map((check) => ({
    donation_id: check.id,
    received_on: check.received_on,
    donor_name: check.donor_name,
    check_number: check.check_number,
    amount_cents: Number(check.amount_cents),
  }))
}

/** A bank deposit of checks that arrived: 422 for a gift that is not one, 409 for one already deposited; audited. */
export async function depositChecks(payload: Payload, staff: Staff, input: CheckDepositInput): Promise<DepositDetail> {
  const ids = [...new Set(input.donation_ids)]
  const id = await insertCheckDeposit(payload, input.deposited_on, ids, staff.id, (checks, deposited) => {
    for (const wanted of ids) {
      const check = checks.find((row) => row.id === wanted)
      if (!check || check.method !== 'check' || check.status !== 'succeeded') throw invalid({ donation_ids: DEPOSIT_MESSAGES.notCheck(wanted) }, DEPOSIT_MESSAGES.notCheck(wanted))
      const holder = deposited.get(wanted)
      if (holder !== undefined) throw conflict(DEPOSIT_MESSAGES.alreadyDeposited(wanted, holder))
    }
  })
  await recordAudit(payload, { action: 'deposit.checks', target: { collection: 'deposits', id }, summary: `${ids.length} checks deposited on ${input.deposited_on}` })
  return readDeposit(payload, id)
}

/** The deposits of a range as CSV, one row per line; the export is audited like the others. */
export async function depositsCsv(payload: Payload, range: DepositRange): Promise<{ body: string; name: string }> {
  const { from, to } = rangeOf(range)
  const lines = await selectLinesBetween(payload, from, to)
  const dollars = (cents: string) => (Number(cents) / 100).toFixed(2)
  const body =
    CSV_BOM +
    csvLine([...DEPOSIT_CSV_COLUMNS]) +
    lines
      .map((line) =>
        csvLine([
          `#${line.deposit_id}`,
          line.arrival_date,
          line.date,
          line.donor ?? '',
          line.description,
          line.campaign ?? '',
          dollars(line.gross_cents),
          dollars(line.fee_cents),
          dollars(line.net_cents),
        ]),
      )
      .join('')
  await recordAudit(payload, { action: 'deposits.export', target: { collection: 'deposits' }, summary: `${lines.length} lines, ${from} to ${to}` })
  return { body, name: `deposits-${from}-${to}.csv` }
}

const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * A paid payout (payout.paid, or found by reconciliation): its deposit, once, and (in the same
 * transaction, `req`) the job that reads its balance transactions while they are still to read.
 */
export async function recordPaidPayout(payload: Payload, payout: Stripe.Payout, req?: PayloadRequest): Promise<boolean> {
  if (payout.status !== 'paid') return false
  const deposit = await upsertPayoutDeposit(payload, { id: payout.id, arrivalDate: utcDay(payout.arrival_date), amountCents: payout.amount })
  if (deposit.linesPending) await payload.jobs.queue({ task: 'recordPayoutLines', input: { payoutId: payout.id, depositId: deposit.id }, ...(req ? { req } : {}) })
  return deposit.linesPending
}

const LINE_TYPES: Record<string, DepositLineType> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  adjustment: 'dispute',
  stripe_fee: 'fee',
  application_fee: 'fee',
}

const intentOf = (source: Stripe.BalanceTransaction['source']): string | null => {
  if (!source || typeof source === 'string') return null
  const intent = (source as { payment_intent?: string | { id: string } | null }).payment_intent
  return typeof intent === 'string' ? intent : (intent?.id ?? null)
}

function describe(type: DepositLineType, donationId: number | null, txn: Stripe.BalanceTransaction): string {
  const gift = donationId ? `gift #${donationId}` : 'a payment'
  if (type === 'charge') return `Gift #${donationId ?? '?'}`
  if (type === 'refund') return `Refund of ${gift}`
  if (type === 'dispute') return `Dispute of ${gift}`
  return txn.description ?? (type === 'fee' ? 'Stripe fee' : txn.type)
}

/**
 * The Jobs Queue's part: every balance transaction the payout carries, from Stripe (page by page),
 * as the deposit's lines, with each gift's fee and net. Its own `payout` transaction is not a line.
 */
export async function recordPayoutLines(payload: Payload, payoutId: string, depositId: number): Promise<number> {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  const transactions: Stripe.BalanceTransaction[] = []
  try {
    await withDeadline(
      (async () => {
        for await (const txn of stripe.balanceTransactions.list({ payout: payoutId, expand: ['data.source'], limit: 100 })) if (txn.type !== 'payout') transactions.push(txn)
      })(),
      STRIPE_WAIT_MS * 5,
    )
  } catch {
    throw unavailable(STRIPE_UNREACHABLE)
  }
  const gifts = await selectGiftsByPaymentIntent(
    payload,
    transactions.map((txn) => intentOf(txn.source)).filter((intent): intent is string => Boolean(intent)),
  )
  const lines = transactions.map<NewDepositLine>((txn) => {
    const type = LINE_TYPES[txn.type] ?? 'other'
    const intent = intentOf(txn.source)
    const donationId = intent ? (gifts.get(intent) ?? null) : null
    return { type, donationId, sourceKey: txn.id, date: utcDay(txn.created), description: describe(type, donationId, txn), grossCents: txn.amount, feeCents: txn.fee, netCents: txn.net }
  })
  await replacePayoutLines(payload, depositId, lines)
  return lines.length
}
