/**
 * An answer only HTTP has: a malformed request (400), a refused rate (429, rateLimit.ts) or the
 * database away (503 with Retry-After). Everything a service or the request's content can be
 * refused for (not found, invalid, too large, unsupported, unauthenticated, unavailable) is a
 * DomainError (src/server/domain/errors.ts), mapped to its status by domainStatus.ts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail)
/** A body that did not arrive in time (src/server/http/body.ts); the server closes the connection. */
export const bodyTooSlow = (seconds: number) =>
  new ApiError(408, `The request took longer than ${seconds} seconds to arrive. Please check your connection and try again.`, undefined, { Connection: 'close' })
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.'
export const databaseUnavailable = () => new ApiError(503, DATABASE_UNAVAILABLE, undefined, { 'Retry-After': '5' })
