import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

// The `one_time_links` table: not a Payload collection, but a plain table created by
// src/migrations/20261128_150000_one_time_links.ts and kept in step with it by hand. Each
// statement runs inside the Payload transaction of `req` when given one (a link is issued with
// the record it opens, and used with the change it makes), else on its own.

export type LinkRow = { purpose: string; subject: string; expires_at: Date | null }

export type NewLinkRow = { tokenHash: string; purpose: string; subject: string; expiresAt: Date | null }

type Statement = ReturnType<typeof sql>

async function run<T>(payload: Payload, req: Partial<PayloadRequest> | undefined, statement: Statement): Promise<{ rows: T[]; rowCount: number | null }> {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req ? await req.transactionID : undefined
  const session = id === undefined ? undefined : adapter.sessions[String(id)]
  const result = session ? await session.db.execute(statement) : await adapter.drizzle.execute(statement)
  return result as unknown as { rows: T[]; rowCount: number | null }
}

type RawLinkRow = Omit<LinkRow, 'expires_at'> & { expires_at: Date | string | null }

/** Payload's Drizzle hands timestamps back as text; node-postgres as Date: a Date either way. */
const toLinkRow = (row: RawLinkRow): LinkRow => ({ ...row, expires_at: row.expires_at === null ? null : new Date(row.expires_at) })

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** What is still live: not used, not expired (a NULL expiry lives until it is deleted). */
const LIVE = sql`used_at IS NULL AND (expires_at IS NULL OR expires_at > now())`

/**
 * Stores a link. The same token again (a retry of one mail that makes its tokens the same way)
 * renews its expiry unless it was used.
 */
export async function insertLink(payload: Payload, link: NewLinkRow, req?: Partial<PayloadRequest>): Promise<void> {
  await run(
    payload,
    req,
    sql`INSERT INTO one_time_links (token_hash, purpose, subject, expires_at) VALUES (${link.tokenHash}, ${link.purpose}, ${link.subject}, ${link.expiresAt})
        ON CONFLICT (token_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE one_time_links.used_at IS NULL AND one_time_links.purpose = EXCLUDED.purpose AND one_time_links.subject = EXCLUDED.subject`,
  )
}

/** The live link of this hash and one of these purposes, without using it. */
export async function findLiveLink(payload: Payload, tokenHash: string, purposes: readonly string[], req?: Partial<PayloadRequest>): Promise<LinkRow | undefined> {
  const { rows } = await run<RawLinkRow>(payload, req, sql`SELECT purpose, subject, expires_at FROM one_time_links WHERE token_hash = ${tokenHash} AND purpose IN (${list(purposes)}) AND ${LIVE}`)
  return rows[0] && toLinkRow(rows[0])
}

/**
 * Uses the live link of this hash and one of these purposes, in one statement: of two uses at
 * once, one finds it live and the other waits for its row, then finds it used. Its row, or
 * undefined when unknown, of another purpose, used or expired.
 */
export async function spendLink(payload: Payload, tokenHash: string, purposes: readonly string[], req?: Partial<PayloadRequest>): Promise<LinkRow | undefined> {
  const { rows } = await run<RawLinkRow>(
    payload,
    req,
    sql`UPDATE one_time_links SET used_at = now() WHERE token_hash = ${tokenHash} AND purpose IN (${list(purposes)}) AND ${LIVE} RETURNING purpose, subject, expires_at`,
  )
  return rows[0] && toLinkRow(rows[0])
}

/** Gives a used link back (the work it was used for could not be done). */
export async function unspendLink(payload: Payload, tokenHash: string, req?: Partial<PayloadRequest>): Promise<void> {
  await run(payload, req, sql`UPDATE one_time_links SET used_at = NULL WHERE token_hash = ${tokenHash}`)
}

/** Deletes the links of a subject with these purposes, but its `keep` newest; how many. */
export async function deleteLinksOf(payload: Payload, subject: string, purposes: readonly string[], keep: number, req?: Partial<PayloadRequest>): Promise<number> {
  const { rowCount } = await run(
    payload,
    req,
    sql`DELETE FROM one_time_links WHERE subject = ${subject} AND purpose IN (${list(purposes)}) AND token_hash NOT IN (
          SELECT token_hash FROM one_time_links WHERE subject = ${subject} AND purpose IN (${list(purposes)}) ORDER BY created_at DESC, token_hash LIMIT ${keep})`,
  )
  return rowCount ?? 0
}

/** The live links of a subject with these purposes, newest first. */
export async function liveLinksOf(payload: Payload, subject: string, purposes: readonly string[], req?: Partial<PayloadRequest>): Promise<LinkRow[]> {
  const { rows } = await run<RawLinkRow>(
    payload,
    req,
    sql`SELECT purpose, subject, expires_at FROM one_time_links WHERE subject = ${subject} AND purpose IN (${list(purposes)}) AND ${LIVE} ORDER BY created_at DESC`,
  )
  return rows.map(toLinkRow)
}

/** Forgets links a day after they expired; how many. */
export async function deleteOldLinks(payload: Payload): Promise<number> {
  return (await run(payload, undefined, sql`DELETE FROM one_time_links WHERE expires_at < now() - interval '1 day'`)).rowCount ?? 0
}
