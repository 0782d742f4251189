import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

import { MONEY_KEPT, MONEY_STATUSES } from './donations'

/** What one fundraiser has raised: the money kept of its gifts, and how many people gave. */
export type FundraiserTotal = { raised_cents: number; donor_count: number }

const NOTHING: FundraiserTotal = { raised_cents: 0, donor_count: 0 }

/**
 * Money raised by each of these fundraisers, by the one rule of every total (MONEY_KEPT over
 * MONEY_STATUSES: succeeded gifts, card and check, net of refunds and disputes); donors are the
 * distinct addresses of its succeeded gifts. (The campaigns' shared `raisedFor` takes this over.)
 */
export async function raisedByFundraisers(payload: Payload, ids: number[]): Promise<Map<number, FundraiserTotal>> {
  const totals = new Map<number, FundraiserTotal>(ids.map((id) => [id, NOTHING]))
  if (!ids.length) return totals
  const { rows } = await poolOf(payload).query<{ fundraiser_id: number; raised: string; donors: number }>(
    `SELECT fundraiser_id, coalesce(sum(${MONEY_KEPT}), 0)::bigint AS raised,
            count(DISTINCT lower(donor_email)) FILTER (WHERE status = 'succeeded')::int AS donors
     FROM donations WHERE fundraiser_id = ANY($1::int[]) AND ${MONEY_STATUSES} GROUP BY fundraiser_id`,
    [ids],
  )
  for (const row of rows) totals.set(row.fundraiser_id, { raised_cents: Number(row.raised), donor_count: row.donors })
  return totals
}

export async function raisedByFundraiser(payload: Payload, id: number): Promise<FundraiserTotal> {
  return (await raisedByFundraisers(payload, [id])).get(id) ?? NOTHING
}
