import { isIP } from 'node:net'

/** Proxies in front of the app that append to X-Forwarded-For (0: clients connect directly). */
const trustedProxyHops = (): number => {
  const configured = Number(process.env.TRUSTED_PROXY_HOPS)
  return Number.isInteger(configured) && configured > 0 ? configured : 0
}

/**
 * The visitor's address, for rate limits and the photo consent record. The app's own server
 * (scripts/server.mjs) appends the connection's peer to X-Forwarded-For, so the last entry is
 * never the client's choice. Each of TRUSTED_PROXY_HOPS proxies in front appends the address it
 * saw, so the client is that many entries before the last. Anything that is not an IP address
 * counts as one shared "unknown".
 */
export function clientAddress(request: Pick<Request, 'headers'>): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const candidate = entries[Math.max(0, entries.length - 1 - trustedProxyHops())] ?? ''
  return isIP(candidate) ? candidate : 'unknown'
}
