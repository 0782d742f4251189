/**
 * What a service refuses to do, in words a person can read, and with no HTTP in it. Services
 * throw these; the route wrapper (src/server/http/handler.ts, through http/domainStatus.ts) turns
 * each kind into the contract's status.
 */
export type DomainErrorKind =
  | 'not-found' // the thing asked for does not exist, or the caller may not know that it does
  | 'conflict' // it clashes with the current state of things
  | 'invalid' // the input breaks a rule; `fields` says which field, and why
  | 'forbidden' // the caller is known but may not do this
  | 'unavailable' // something we depend on cannot answer now; try again later
  | 'unauthenticated' // the caller is not (or no longer) known
  | 'unsupported' // a kind of content we do not take (a file that is no JPEG or PNG)
  | 'too-large' // more than we take
  | 'too-many' // more of something for one address than we send in a while; try again later

export const INVALID_MESSAGE = 'Please correct the highlighted fields.'

export class DomainError extends Error {
  override readonly name = 'DomainError'
  readonly fields?: Record<string, string>
  readonly retryAfterSeconds?: number

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    if (options.fields) this.fields = options.fields
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds
  }
}

export const notFound = (message = 'Not found.') => new DomainError('not-found', message)
export const conflict = (message: string) => new DomainError('conflict', message)
export const invalid = (fields: Record<string, string>, message = INVALID_MESSAGE) => new DomainError('invalid', message, { fields })
export const forbidden = (message = 'You may not do that.') => new DomainError('forbidden', message)
export const unavailable = (message: string, retryAfterSeconds?: number) => new DomainError('unavailable', message, { retryAfterSeconds })
export const unauthenticated = (message = 'Please sign in again.') => new DomainError('unauthenticated', message)
export const unsupported = (message: string, fields?: Record<string, string>) => new DomainError('unsupported', message, { fields })
export const tooMany = (message: string, retryAfterSeconds?: number) => new DomainError('too-many', message, { retryAfterSeconds })
export const tooLarge = (message: string, fields?: Record<string, string>) => new DomainError('too-large', message, { fields })
