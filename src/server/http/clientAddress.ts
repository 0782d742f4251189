/**
 * The visitor's address for rate limiting. `next start` and any proxy in front append the
 * address they saw to X-Forwarded-For, so the last entry is the one a client cannot forge.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop()
  return last || request.headers.get('x-real-ip') || 'unknown'
}
