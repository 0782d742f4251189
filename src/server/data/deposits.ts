import 'server-only'

import type { PoolClient } from 'pg'
import type { Payload } from 'payload'

import type { DepositLineType } from '@/contracts/deposits'
import { poolOf } from '@/lib/postgres'

import { inLockedPoolTransaction } from './transactionLock'

// The SQL of deposits (docs/bookkeeping.md): a deposit's totals are counted from its lines, so
// they cannot drift from them; lines are written in one statement per deposit (a payout carries
// hundreds of balance transactions; a staff write is audited once, as the deposit).

export type NewDepositLine = { type: DepositLineType; donationId: number | null; sourceKey: string; date: string; description: string; grossCents: number; feeCents: number; netCents: number }

/** A deposit's totals as the books read them: gross − fees − refunds − disputes = net (a fee or other line's negative amount counts as a fee). */
const TOTALS = `
  coalesce(sum(l.gross_cents) FILTER (WHERE l.type IN ('charge', 'check')), 0)::bigint AS gross_cents,
  (coalesce(sum(l.fee_cents), 0) - coalesce(sum(l.gross_cents) FILTER (WHERE l.type IN ('fee', 'other')), 0))::bigint AS fee_cents,
  (-coalesce(sum(l.gross_cents) FILTER (WHERE l.type = 'refund'), 0))::bigint AS refunded_cents,
  (-coalesce(sum(l.gross_cents) FILTER (WHERE l.type = 'dispute'), 0))::bigint AS disputed_cents,
  coalesce(sum(l.net_cents), 0)::bigint AS net_cents,
  count(l.id)::int AS count`

export type DepositRow = {
  id: number
  kind: 'stripe' | 'checks'
  arrival_date: string
  stripe_payout_id: string | null
  payout_amount_cents: string | null
  lines_pending: boolean | null
  gross_cents: string
  fee_cents: string
  refunded_cents: string
  disputed_cents: string
  net_cents: string
  count: number
}

const SELECT_DEPOSITS = `SELECT d.id, d.kind, d.arrival_date, d.stripe_payout_id, d.payout_amount_cents, d.lines_pending, ${TOTALS}
  FROM deposits d LEFT JOIN deposit_lines l ON l.deposit_id = d.id`

export async function selectDeposits(payload: Payload, from: string, to: string): Promise<DepositRow[]> {
  const { rows } = await poolOf(payload).query<DepositRow>(`${SELECT_DEPOSITS} WHERE d.arrival_date BETWEEN $1 AND $2 GROUP BY d.id ORDER BY d.arrival_date DESC, d.id DESC`, [from, to])
  return rows
}

export async function selectDeposit(payload: Payload, id: number): Promise<DepositRow | undefined> {
  const { rows } = await poolOf(payload).query<DepositRow>(`${SELECT_DEPOSITS} WHERE d.id = $1 GROUP BY d.id`, [id])
  return rows[0]
}

export type DepositLineRow = {
  deposit_id: number
  arrival_date: string
  date: string
  type: DepositLineType
  donation_id: number | null
  donor: string | null
  description: string
  campaign: string | null
  gross_cents: string
  fee_cents: string
  net_cents: string
}

const SELECT_LINES = `SELECT l.deposit_id, d.arrival_date, l.date, l.type, l.donation_id, g.donor_name AS donor, l.description,
    (SELECT c.title FROM campaigns c WHERE c.id = g.campaign_id) AS campaign, l.gross_cents, l.fee_cents, l.net_cents
  FROM deposit_lines l JOIN deposits d ON d.id = l.deposit_id LEFT JOIN donations g ON g.id = l.donation_id`

export async function selectDepositLines(payload: Payload, depositId: number): Promise<DepositLineRow[]> {
  const { rows } = await poolOf(payload).query<DepositLineRow>(`${SELECT_LINES} WHERE l.deposit_id = $1 ORDER BY l.date, l.id`, [depositId])
  return rows
}

export async function selectLinesBetween(payload: Payload, from: string, to: string): Promise<DepositLineRow[]> {
  const { rows } = await poolOf(payload).query<DepositLineRow>(`${SELECT_LINES} WHERE d.arrival_date BETWEEN $1 AND $2 ORDER BY d.arrival_date, d.id, l.date, l.id`, [from, to])
  return rows
}

/** One writer of deposits at a time: a check, or a balance transaction, lands in one deposit only. */
const inTransaction = <T>(payload: Payload, work: (client: PoolClient) => Promise<T>) => inLockedPoolTransaction(payload, 'deposits', work)

const insertLines = (client: PoolClient, depositId: number, lines: NewDepositLine[]) =>
  client.query(
    `INSERT INTO deposit_lines (deposit_id, type, donation_id, source_key, date, description, gross_cents, fee_cents, net_cents)
     SELECT $1, type::enum_deposit_lines_type, donation, source_key, day, description, gross, fee, net
       FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[]) AS t(type, donation, source_key, day, description, gross, fee, net)`,
    [
      depositId,
      lines.map((line) => line.type),
      lines.map((line) => line.donationId),
      lines.map((line) => line.sourceKey),
      lines.map((line) => line.date),
      lines.map((line) => line.description),
      lines.map((line) => line.grossCents),
      lines.map((line) => line.feeCents),
      lines.map((line) => line.netCents),
    ],
  )

/** Checks already in a deposit, by gift: the deposit that holds each. */
export async function selectDepositedChecks(client: PoolClient, donationIds: number[]): Promise<Map<number, number>> {
  const { rows } = await client.query<{ donation_id: number; deposit_id: number }>(`SELECT donation_id, deposit_id FROM deposit_lines WHERE source_key = ANY($1::text[])`, [
    donationIds.map((id) => `check-${id}`),
  ])
  return new Map(rows.map((row) => [row.donation_id, row.deposit_id]))
}

export type CheckRow = { id: number; method: string; status: string; amount_cents: string; received_on: string | null; donor_name: string | null; check_number: string | null }

/**
 * A bank deposit of checks, made in one transaction with its lines; `refuse` looks at the checks
 * (and those already deposited) first and may throw, writing nothing.
 */
export async function insertCheckDeposit(
  payload: Payload,
  depositedOn: string,
  donationIds: number[],
  staffId: number,
  refuse: (checks: CheckRow[], deposited: Map<number, number>) => void,
): Promise<number> {
  return inTransaction(payload, async (client) => {
    const { rows } = await client.query<CheckRow>(`SELECT id, method, status, amount_cents, received_on, donor_name, check_number FROM donations WHERE id = ANY($1::int[]) FOR UPDATE`, [donationIds])
    refuse(rows, await selectDepositedChecks(client, donationIds))
    const { rows: created } = await client.query<{ id: number }>(`INSERT INTO deposits (kind, arrival_date, created_by_id, lines_pending) VALUES ('checks', $1, $2, false) RETURNING id`, [
      depositedOn,
      staffId,
    ])
    const depositId = created[0]!.id
    const lines = rows.map<NewDepositLine>((check) => ({
      type: 'check',
      donationId: check.id,
      sourceKey: `check-${check.id}`,
      date: check.received_on ?? depositedOn,
      description: check.check_number ? `Check no. ${check.check_number}` : 'Check',
      grossCents: Number(check.amount_cents),
      feeCents: 0,
      netCents: Number(check.amount_cents),
    }))
    await insertLines(client, depositId, lines)
    return depositId
  })
}

/** A paid payout's deposit, once (by its payout id): its id, and whether its lines are still to be read. */
export async function upsertPayoutDeposit(payload: Payload, payout: { id: string; arrivalDate: string; amountCents: number }): Promise<{ id: number; linesPending: boolean }> {
  const { rows } = await poolOf(payload).query<{ id: number; lines_pending: boolean }>(
    `INSERT INTO deposits (kind, arrival_date, stripe_payout_id, payout_amount_cents, lines_pending) VALUES ('stripe', $1, $2, $3, true)
       ON CONFLICT (stripe_payout_id) DO UPDATE SET arrival_date = EXCLUDED.arrival_date, payout_amount_cents = EXCLUDED.payout_amount_cents, updated_at = now()
     RETURNING id, lines_pending`,
    [payout.arrivalDate, payout.id, payout.amountCents],
  )
  return { id: rows[0]!.id, linesPending: Boolean(rows[0]!.lines_pending) }
}

/** Gifts by PaymentIntent (the card gifts a payout's charges, refunds and disputes are of). */
export async function selectGiftsByPaymentIntent(payload: Payload, intents: string[]): Promise<Map<string, number>> {
  const { rows } = await poolOf(payload).query<{ id: number; stripe_payment_intent_id: string }>(
    `SELECT id, stripe_payment_intent_id FROM donations WHERE stripe_payment_intent_id = ANY($1::text[]) AND method = 'card'`,
    [intents],
  )
  return new Map(rows.map((row) => [row.stripe_payment_intent_id, row.id]))
}

/**
 * A payout's lines, all at once (a second reading replaces the first), and each gift's fee and net
 * from its charge's balance transaction.
 */
export async function replacePayoutLines(payload: Payload, depositId: number, lines: NewDepositLine[]): Promise<void> {
  await inTransaction(payload, async (client) => {
    await client.query(`DELETE FROM deposit_lines WHERE deposit_id = $1`, [depositId])
    await insertLines(client, depositId, lines)
    const charges = lines.filter((line) => line.type === 'charge' && line.donationId !== null)
    await client.query(`UPDATE donations g SET stripe_fee_cents = t.fee, stripe_net_cents = t.net FROM unnest($1::int[], $2::numeric[], $3::numeric[]) AS t(id, fee, net) WHERE g.id = t.id`, [
      charges.map((line) => line.donationId),
      charges.map((line) => line.feeCents),
      charges.map((line) => line.netCents),
    ])
    await client.query(`UPDATE deposits SET lines_pending = false, updated_at = now() WHERE id = $1`, [depositId])
  })
}

/** Succeeded checks in no deposit, oldest first. */
export async function selectUndepositedChecks(payload: Payload, limit = 500): Promise<CheckRow[]> {
  const { rows } = await poolOf(payload).query<CheckRow>(
    `SELECT id, method, status, amount_cents, received_on, donor_name, check_number FROM donations g
      WHERE method = 'check' AND status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM deposit_lines l WHERE l.source_key = 'check-' || g.id)
      ORDER BY received_on NULLS LAST, id LIMIT $1`,
    [limit],
  )
  return rows
}
