import { isIP } from 'node:net'

/** Eight 16-bit groups of an IPv6 address (`::` expanded), or undefined for anything else. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6 || address.includes('.')) return undefined
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16))
}

/**
 * One subscriber's network, as counted by the rate limits (/64) and the remembrance reports (/56):
 * an IPv4 address as itself, an IPv6 address by its first `prefix` bits (`2001:db8:0:1::/64`),
 * anything else as itself. An ISP hands a home a /64 at least, and often a /56 (256 /64s).
 */
export function networkOf(address: string, prefix: 56 | 64): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  const kept = groups.slice(0, 4).map((group, index) => (index === 3 && prefix === 56 ? group & 0xff00 : group))
  return `${kept.map((group) => group.toString(16)).join(':')}::/${prefix}`
}
