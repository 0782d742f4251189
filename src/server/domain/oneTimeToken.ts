import 'server-only'

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'

// A one-time emailed link carries a token of 32 random bytes (base64url). The record keeps only its
// SHA-256, so a copy of the database opens nothing. The token travels to the mail job sealed
// (AES-256-GCM, a key derived from PAYLOAD_SECRET and the link's kind), so the job's row holds no
// usable link either. Used by staff invitations and supporters' fundraiser links.

/** The shape of a token we issue: anything else is refused before the database is asked. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Seals and unseals tokens of one kind (`salt`, `info`: its own key, so kinds never mix). */
export function tokenSealer(salt: string, info: string) {
  const key = () => Buffer.from(hkdfSync('sha256', process.env.PAYLOAD_SECRET ?? '', salt, info, 32))
  return {
    seal(token: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key(), iv)
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
    },
    /** The token, or null for anything not sealed by this sealer. */
    unseal(value: string): string | null {
      try {
        const [iv = '', tag = '', sealed = ''] = value.split('.')
        const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
