import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The SQL reads of the `rsvps` table (the Payload collection src/collections/Rsvps).

const TABLE = 'rsvps' satisfies CollectionSlug

/** How many RSVPs each event has (events without any are absent). */
export async function countRsvpsByEvent(payload: Payload): Promise<Map<number, number>> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ event_id: number; n: number }>(`SELECT event_id, count(*)::int AS n FROM ${TABLE} GROUP BY event_id`)
  return new Map(rows.map((r) => [r.event_id, r.n]))
}
