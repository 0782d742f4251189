import { createHash } from 'node:crypto'

/** An address as the foundation keys a person (a donor, an erasure): trimmed, in lower case. */
export const addressKey = (email: string): string => email.trim().toLowerCase()

/**
 * The SHA-256 (hex) of an address's key: all that is kept of an erased address, so that mail to it
 * can be refused without keeping the address itself (docs/people.md).
 */
export const addressHash = (email: string): string => createHash('sha256').update(addressKey(email)).digest('hex')

/** The addresses of a To the site writes (`a@x.org`, `a@x.org, b@y.org`, `Ann <a@x.org>`), each once, as written. */
export function recipientsOf(to: string): string[] {
  const addresses = to
    .split(',')
    .map((part) => (/<([^<>]+)>\s*$/.exec(part)?.[1] ?? part).trim())
    .filter(Boolean)
  return [...new Set(addresses)]
}
