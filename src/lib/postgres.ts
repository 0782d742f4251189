import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The pg Pool behind Payload's Postgres adapter, for the few reads and locks written in SQL. */
export const poolOf = (payload: Payload): PostgresAdapter['pool'] => (payload.db as unknown as PostgresAdapter).pool

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; data?: { errors?: unknown } }

/** An error and everything it wraps (Drizzle's `cause`, Payload's `data.errors`), a few levels deep. */
function* errorChain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 5) return
  const current = error as ErrorLike
  yield current
  yield* errorChain(current.cause, depth + 1)
  if (Array.isArray(current.data?.errors)) {
    for (const inner of current.data.errors) yield* errorChain(inner, depth + 1)
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A unique-index violation, however the driver or Payload wrapped it (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (link.code === '23505' || /duplicate key|must be unique|value must be unique/i.test(text(link.message))) return true
  }
  return false
}

/** SQLSTATE classes and driver messages that mean "the database cannot answer now". */
const UNAVAILABLE_CODES = /^(08|53|57P0[1-3]|57014$)/
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout|ECONNREFUSED|ECONNRESET|ETIMEDOUT|the database system is (starting up|shutting down)|Client has encountered a connection error|canceling statement due to statement timeout/i

/** PostgreSQL is unreachable, frozen, overloaded or restarting: the caller should answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && UNAVAILABLE_CODES.test(link.code)) return true
    if (typeof link.code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/.test(link.code)) return true
    if (UNAVAILABLE_MESSAGES.test(text(link.message))) return true
  }
  return false
}

/** Input PostgreSQL refuses to store or compare (bad number, out of range, NUL in text, too long). */
export function isInvalidInput(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && /^(22P02|22003|22021|22001|22007|22008)$/.test(link.code)) return true
  }
  return false
}
