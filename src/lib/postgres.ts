import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The pg Pool behind Payload's Postgres adapter, for the few reads and locks written in SQL. */
export const poolOf = (payload: Payload): PostgresAdapter['pool'] => (payload.db as unknown as PostgresAdapter).pool

/** A unique-index violation, however the driver or Payload wrapped it (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const text = JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}))
  return /unique|duplicate key|23505/i.test(text)
}
