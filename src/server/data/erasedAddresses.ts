import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `erased_addresses` table: the SHA-256 of each address an admin erased (src/lib/addressHash.ts),
// never the address, with the number its kept gifts are named by ("Erased donor #12") and when.
// Not a Payload collection, but a plain table (its migration: docs/people.md), kept in step with it
// by hand. sendMail (src/server/mail.ts) refuses every mail to an address found here.

export type ErasureRow = { donor_number: number | null; erased_at: Date }

type Statement = ReturnType<typeof sql>

async function run<T>(payload: Payload, req: Partial<PayloadRequest> | undefined, statement: Statement): Promise<{ rows: T[]; rowCount: number | null }> {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req ? await req.transactionID : undefined
  const session = id === undefined ? undefined : adapter.sessions[String(id)]
  const result = session ? await session.db.execute(statement) : await adapter.drizzle.execute(statement)
  return result as unknown as { rows: T[]; rowCount: number | null }
}

/** Which of these hashes are of erased addresses. */
export async function selectErasedAmong(payload: Payload, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set()
  const { rows } = await poolOf(payload).query<{ email_hash: string }>(`SELECT email_hash FROM erased_addresses WHERE email_hash = ANY($1::text[])`, [hashes])
  return new Set(rows.map((row) => row.email_hash))
}

/** The erasure of an address (by its hash), or undefined: never erased. */
export async function selectErasure(payload: Payload, hash: string, req?: Partial<PayloadRequest>): Promise<ErasureRow | undefined> {
  const { rows } = await run<{ donor_number: number | null; erased_at: Date | string }>(payload, req, sql`SELECT donor_number, erased_at FROM erased_addresses WHERE email_hash = ${hash}`)
  const row = rows[0]
  // Payload's Drizzle hands timestamps back as text; node-postgres as Date: a Date either way.
  return row ? { donor_number: row.donor_number === null ? null : Number(row.donor_number), erased_at: new Date(row.erased_at) } : undefined
}

/** Records an erasure in `req`'s transaction; erasing again keeps the first date and number (a number found later fills an empty one). */
export async function insertErasure(payload: Payload, req: Partial<PayloadRequest>, hash: string, donorNumber: number | null): Promise<void> {
  await run(
    payload,
    req,
    sql`INSERT INTO erased_addresses (email_hash, donor_number) VALUES (${hash}, ${donorNumber})
        ON CONFLICT (email_hash) DO UPDATE SET donor_number = coalesce(erased_addresses.donor_number, EXCLUDED.donor_number)`,
  )
}
