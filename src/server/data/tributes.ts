import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

import { COUNTED, GIFT_AT, MONEY_KEPT } from './donations'
import { runSql } from './sessionSql'

// Tribute pages' gifts and totals: a page's gifts are the succeeded donations pointing at it
// (donations.tribute_page_id, set when each first succeeded).

export type TributeGiftRow = { donor_name: string | null; is_anonymous: boolean | null; kept_cents: string; show_amount: boolean | null; at: Date }

/** A page's gifts, newest first (at most `limit`). */
export async function selectTributeGifts(payload: Payload, page: number, limit: number): Promise<TributeGiftRow[]> {
  const { rows } = await poolOf(payload).query<TributeGiftRow>(
    `SELECT donor_name, is_anonymous, ${MONEY_KEPT}::bigint AS kept_cents, tribute_show_amount AS show_amount, ${GIFT_AT} AS at
     FROM donations WHERE tribute_page_id = $1 AND ${COUNTED} ORDER BY at DESC, id DESC LIMIT $2`,
    [page, limit],
  )
  return rows
}

export type TributeTotalRow = { page: number; gift_count: number; total_cents: string }

/** How many gifts each page has, and what they kept in all. */
export async function selectTributeTotals(payload: Payload, pages: number[]): Promise<Map<number, { gift_count: number; total_cents: number }>> {
  if (!pages.length) return new Map()
  const { rows } = await poolOf(payload).query<TributeTotalRow>(
    `SELECT tribute_page_id AS page, count(*)::int AS gift_count, coalesce(sum(${MONEY_KEPT}), 0)::bigint AS total_cents
     FROM donations WHERE tribute_page_id = ANY($1::int[]) AND ${COUNTED} GROUP BY tribute_page_id`,
    [pages],
  )
  return new Map(rows.map((row) => [Number(row.page), { gift_count: row.gift_count, total_cents: Number(row.total_cents) }]))
}

export type TributeSearchRow = { slug: string; name: string; kind: 'honor' | 'memory'; gift_count: number }

/** Shown pages (not hidden, not merged) whose name holds `part`, most gifts first. */
export async function searchShownTributes(payload: Payload, part: string, limit: number): Promise<TributeSearchRow[]> {
  const pattern = `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const { rows } = await poolOf(payload).query<TributeSearchRow>(
    `SELECT t.slug, t.name, t.kind, (SELECT count(*)::int FROM donations WHERE tribute_page_id = t.id AND ${COUNTED}) AS gift_count
     FROM tributes t WHERE t.name ILIKE $1 AND NOT coalesce(t.hidden, false) AND t.merged_into_id IS NULL
     ORDER BY gift_count DESC, t.name LIMIT $2`,
    [pattern, limit],
  )
  return rows
}

/** Moves every gift of page `from` to page `into` (a merge), in the merge's transaction; how many moved. */
export async function moveTributeGifts(payload: Payload, req: PayloadRequest, from: number, into: number): Promise<number> {
  const rows = await runSql<{ id: number }>(payload, req, sql`UPDATE donations SET tribute_page_id = ${into} WHERE tribute_page_id = ${from} RETURNING id`)
  return rows.length
}

/** Pages that were merged into `from` now lead to `into` (a merge chain kept one step deep). */
export async function repointMergedTributes(payload: Payload, req: PayloadRequest, from: number, into: number): Promise<void> {
  await runSql(payload, req, sql`UPDATE tributes SET merged_into_id = ${into} WHERE merged_into_id = ${from}`)
}
