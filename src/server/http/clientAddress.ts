import { isIP } from 'node:net'

/**
 * The visitor's address, for rate limits and the photo consent record. Each proxy in front of the
 * app appends the address it saw to X-Forwarded-For; with TRUSTED_PROXY_HOPS proxies (default 1:
 * a load balancer or `next start` itself), the entry that many places from the end is the first
 * one no client can forge. Anything that is not an IP address counts as one shared "unknown".
 */
export function clientAddress(request: Request): string {
  const hops = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS) || 1)
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const candidate = entries[Math.max(0, entries.length - hops)] ?? ''
  return isIP(candidate) ? candidate : 'unknown'
}
