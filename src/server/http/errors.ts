/** An answer other than success, carrying what the visitor or client should read. */
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
export const unauthorized = (detail = 'Please sign in again.') =>
  new ApiError(401, detail, undefined, { 'WWW-Authenticate': 'Bearer' })
export const notFound = (detail = 'Not found.') => new ApiError(404, detail)
export const tooLarge = (detail: string, fields?: Record<string, string>) => new ApiError(413, detail, fields)
export const unsupportedMedia = (detail: string, fields?: Record<string, string>) => new ApiError(415, detail, fields)
export const invalid = (fields: Record<string, string>, detail = 'Please correct the highlighted fields.') =>
  new ApiError(422, detail, fields)
export const unavailable = (detail: string) => new ApiError(503, detail)
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.'
export const databaseUnavailable = () => new ApiError(503, DATABASE_UNAVAILABLE, undefined, { 'Retry-After': '5' })
