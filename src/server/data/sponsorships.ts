import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from './sessionSql'

/** The lock every change of a tier's sold and held sponsorships takes (src/server/data/transactionLock.ts). */
export const sponsorTierLock = (tierId: number) => `sponsor-tier:${tierId}`

/** How many sponsorships of each tier are taken: paid (by card or check) or being paid. */
export async function sponsorshipsTaken(payload: Payload, req?: Partial<PayloadRequest>): Promise<Map<number, number>> {
  const rows = await runSql<{ tier_id: number; taken: number }>(payload, req, sql`SELECT tier_id, count(*)::int AS taken FROM sponsorships WHERE status IN ('held', 'paid') GROUP BY tier_id`)
  return new Map(rows.map((row) => [Number(row.tier_id), row.taken]))
}
