import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

import { MONEY_KEPT, MONEY_STATUSES } from './donations'

// The money a campaign (or a supporter's fundraiser within it) has raised: counted from the gifts,
// by the one rule every total uses (MONEY_KEPT over MONEY_STATUSES, as GET /api/donations/stats
// counts). Monthly renewals carry their first gift's campaign and fundraiser (renewalRowOf), so
// each month counts where the gift started.

const TABLE = 'donations' satisfies CollectionSlug

/** Whose gifts: one campaign's, or one fundraiser's (by id). */
export type RaisedScope = { campaign: number } | { fundraiser: number }

export type Raised = { raised_cents: number; donor_count: number }

/** A gift's donor, for counting donors: the email (a monthly donor is one), else the gift itself. */
const DONOR = `coalesce(lower(donor_email), 'gift:' || id::text)`

const scopeColumn = (scope: RaisedScope) => ('campaign' in scope ? 'campaign_id' : 'fundraiser_id')
const scopeId = (scope: RaisedScope) => ('campaign' in scope ? scope.campaign : scope.fundraiser)

async function pool(payload: Payload) {
  return poolOf(payload)
}

/** Money raised and donors (those whose gifts still keep some money) of one campaign or fundraiser. */
export async function raisedFor(payload: Payload, scope: RaisedScope): Promise<Raised> {
  const kind = 'campaign' in scope ? 'campaign' : 'fundraiser'
  return (await raisedByIds(payload, kind, [scopeId(scope)])).get(scopeId(scope)) ?? { raised_cents: 0, donor_count: 0 }
}

type RaisedRow = { owner: number; raised: string; donors: number }

/** The campaign totals' one rule, per owner: the money its counted gifts keep, and how many different donors gave it. */
const RAISED_PER = (column: string, where: string) =>
  `SELECT ${column} AS owner, sum(${MONEY_KEPT}) AS raised,
          count(DISTINCT ${DONOR}) FILTER (WHERE ${MONEY_KEPT} > 0) AS donors
   FROM ${TABLE} WHERE ${MONEY_STATUSES} AND ${where} GROUP BY ${column}`

/** Money raised, by campaign (or by fundraiser): the ids given, each with its totals (0 when none). */
export async function raisedByIds(payload: Payload, kind: 'campaign' | 'fundraiser', ids: number[]): Promise<Map<number, Raised>> {
  const totals = new Map<number, Raised>(ids.map((id) => [id, { raised_cents: 0, donor_count: 0 }]))
  if (!ids.length) return totals
  const column = kind === 'campaign' ? 'campaign_id' : 'fundraiser_id'
  const { rows } = await (
    await pool(payload)
  ).query<RaisedRow>(`SELECT owner, coalesce(raised, 0)::bigint AS raised, donors::int AS donors FROM (${RAISED_PER(column, `${column} = ANY($1::int[])`)}) t`, [ids])
  for (const row of rows) totals.set(row.owner, { raised_cents: Number(row.raised), donor_count: row.donors })
  return totals
}

type CampaignRaisedRow = { slug: string; title: string; raised: string; donors: number }

/** Every campaign, newest first, with its money raised and donors (0 when none), for the stats. */
export async function raisedPerCampaign(payload: Payload): Promise<Array<{ slug: string; title: string } & Raised>> {
  const { rows } = await (
    await pool(payload)
  ).query<CampaignRaisedRow>(
    `SELECT c.slug, c.title, coalesce(t.raised, 0)::bigint AS raised, coalesce(t.donors, 0)::int AS donors
     FROM ${'campaigns' satisfies CollectionSlug} c
     LEFT JOIN (${RAISED_PER('campaign_id', 'campaign_id IS NOT NULL')}) t ON t.owner = c.id
     ORDER BY c.starts_at DESC, c.id DESC`,
  )
  return rows.map((r) => ({ slug: r.slug, title: r.title, raised_cents: Number(r.raised), donor_count: r.donors }))
}

/** A recent gift as the public sees it: the donor's name as given (or null), anonymity, amount kept. */
export type RecentGiftRow = { donor_name: string | null; is_anonymous: boolean | null; kept_cents: string; at: Date }

/**
 * The newest gifts that keep money, of one campaign or fundraiser, newest first. A check's donor
 * was never asked whether to be named (staff record it), so a check is anonymous here.
 */
export async function recentGiftsFor(payload: Payload, scope: RaisedScope, limit: number): Promise<RecentGiftRow[]> {
  const { rows } = await (
    await pool(payload)
  ).query<RecentGiftRow>(
    `SELECT donor_name, (is_anonymous OR method = 'check') AS is_anonymous, ${MONEY_KEPT}::bigint AS kept_cents, created_at AS at
     FROM ${TABLE} WHERE ${MONEY_STATUSES} AND ${MONEY_KEPT} > 0 AND ${scopeColumn(scope)} = $1
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [scopeId(scope), limit],
  )
  return rows
}
