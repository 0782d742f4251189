import type { DomainError, DomainErrorKind } from '../domain/errors'
import { ApiError } from './errors'

/** The contract's status for each kind of refusal a service may throw. */
const STATUS: Record<DomainErrorKind, number> = {
  'not-found': 404,
  conflict: 409,
  invalid: 422,
  forbidden: 403,
  unavailable: 503,
  unauthenticated: 401,
  unsupported: 415,
  'too-large': 413,
  'too-many': 429,
}

function headersOf(error: DomainError): Record<string, string> | undefined {
  if (error.kind === 'unauthenticated') return { 'WWW-Authenticate': 'Bearer' }
  if ((error.kind === 'unavailable' || error.kind === 'too-many') && error.retryAfterSeconds !== undefined) return { 'Retry-After': String(error.retryAfterSeconds) }
  return undefined
}

/** A service's refusal as the API answers it: its status, its message as `detail`, its fields. */
export function apiErrorFromDomain(error: DomainError): ApiError {
  return new ApiError(STATUS[error.kind], error.message, error.fields, headersOf(error))
}
