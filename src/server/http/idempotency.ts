import { badRequest } from './errors'

/** The request's Idempotency-Key: 1 to 255 visible ASCII characters, or undefined when not sent. */
export function readIdempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')
  if (key === null) return undefined
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest('The Idempotency-Key header must be 1 to 255 visible characters.')
  return key
}
