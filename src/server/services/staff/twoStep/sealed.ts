import 'server-only'

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * The two-step sign-in's keys, each derived from PAYLOAD_SECRET with HKDF-SHA256 under its own
 * purpose, so one key never serves two uses and none is the session-signing secret itself.
 */
const keys = new Map<string, Buffer>()
export function derivedKey(purpose: string): Buffer {
  let key = keys.get(purpose)
  if (!key) {
    const secret = process.env.PAYLOAD_SECRET
    if (!secret) throw new Error('PAYLOAD_SECRET is not set')
    key = Buffer.from(hkdfSync('sha256', secret, 'from-loss-to-light/two-step', purpose, 32))
    keys.set(purpose, key)
  }
  return key
}

const IV_BYTES = 12
const TAG_BYTES = 16

/** AES-256-GCM: base64url of iv | ciphertext | tag; `context` is authenticated (bound) but not stored. */
export function seal(purpose: string, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', derivedKey(purpose), iv)
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

/** The plaintext, or undefined for anything forged, altered, sealed for another use or context. */
export function unseal(purpose: string, sealed: string, context: string): string | undefined {
  const raw = Buffer.from(sealed, 'base64url')
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(purpose), raw.subarray(0, IV_BYTES))
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/** A keyed hash (HMAC-SHA256 under a derived key): a stolen database alone cannot test guesses. */
export const keyedHash = (purpose: string, value: string): string => createHmac('sha256', derivedKey(purpose)).update(value).digest('base64url')
