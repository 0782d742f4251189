import 'server-only'

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Every key the app derives from PAYLOAD_SECRET: one per purpose, derived once (cached), never
 * empty. Nothing else reads PAYLOAD_SECRET to sign or encrypt.
 *
 * A purpose's recipe is declared here once. New purposes use `hkdf` with the salt
 * 'from-loss-to-light' and the purpose's name as info. The others reproduce, byte for byte, the
 * keys the app used before they met here, so links already mailed, device cookies and values
 * already sealed in the database keep opening (tests/unit/secrets.test.ts pins them):
 *  - `hkdf`: HKDF-SHA256(secret, salt, info), 32 bytes;
 *  - `label`: HMAC-SHA256(secret, label), 32 bytes;
 *  - `legacy`: the key is the text `<keyPrefix><secret>` itself and every signed text starts with
 *    `messagePrefix`; kept so mailed unsubscribe and donor links, device cookies and counted
 *    remembrance reports stay valid.
 */
type Recipe = { readonly hkdf: { readonly salt: string; readonly info: string } } | { readonly label: string } | { readonly legacy: { readonly keyPrefix: string; readonly messagePrefix: string } }

const PURPOSES = {
  /** Staff screens' short-lived file links (src/server/signedMedia.ts). */
  'signed-link': { label: 'signed-link' },
  /** Reminder and thank-you unsubscribe links (services/events/unsubscribe.ts). */
  'reminder-unsubscribe': { legacy: { keyPrefix: '', messagePrefix: 'reminder-unsubscribe:' } },
  /** A donor's manage-links tokens (services/donations/donorLinks.ts). */
  'donor-link': { legacy: { keyPrefix: '', messagePrefix: 'donor-link:' } },
  /** Staff device cookies and their names (services/staff/loginGuard.ts). */
  'staff-device': { legacy: { keyPrefix: 'device:', messagePrefix: '' } },
  /** The hash of a remembrance reporter's network (services/remembrances). */
  'remembrance-report': { legacy: { keyPrefix: 'remembrance-report:', messagePrefix: '' } },
  /** Two-step sign-in: the sealed TOTP secret, the sealed mfa_token, the recovery codes' hashes. */
  'totp-secret': { hkdf: { salt: 'from-loss-to-light/two-step', info: 'totp-secret' } },
  'mfa-token': { hkdf: { salt: 'from-loss-to-light/two-step', info: 'mfa-token' } },
  'recovery-code': { hkdf: { salt: 'from-loss-to-light/two-step', info: 'recovery-code' } },
  /** The ALTCHA human check's two HMAC secrets (services/donations/humanCheck.ts). */
  'human-check-challenge': { hkdf: { salt: 'from-loss-to-light/human-check', info: 'challenge' } },
  'human-check-key': { hkdf: { salt: 'from-loss-to-light/human-check', info: 'key' } },
  /** One-time emailed links' tokens on their way to the mail job (domain/oneTimeToken.ts). */
  'staff-invitation': { hkdf: { salt: 'staff-invitation', info: 'invitation link in a mail job' } },
  'fundraiser-link': { hkdf: { salt: 'fundraiser-link', info: 'fundraiser link in a mail job' } },
  'scholarship-application-link': { hkdf: { salt: 'scholarship-application-link', info: 'scholarship continue link in a mail job' } },
  'scholarship-recommendation-link': { hkdf: { salt: 'scholarship-recommendation-link', info: 'scholarship recommendation link in a mail job' } },
  'ticket-guests-link': { hkdf: { salt: 'ticket-guests-link', info: 'ticket order guests link in a mail job' } },
  'waitlist-offer-link': { hkdf: { salt: 'waitlist-offer-link', info: 'waitlist offer link in a mail job' } },
  'sponsor-logo-link': { hkdf: { salt: 'sponsor-logo-link', info: 'sponsor logo link in a mail job' } },
  /** A donor's sign-in link tokens, made by the mail job the same on each attempt (services/donors/donorSignIn.ts). */
  'donor-sign-in': { hkdf: { salt: 'donor-sign-in', info: 'donor sign-in link token' } },
  /** One-click unsubscribe links of a kind of mail other than event reminders (services/tributes/mailChoices.ts). */
  'mail-choice': { hkdf: { salt: 'mail-choice', info: 'unsubscribe link of one kind of mail' } },
  /** The family's link to a tribute page's gifts, digest choice and thank-you (services/tributes/family.ts). */
  'family-link': { hkdf: { salt: 'family-link', info: 'tribute family link' } },
} as const satisfies Record<string, Recipe>

export type SecretPurpose = keyof typeof PURPOSES

export const SECRET_MISSING = 'PAYLOAD_SECRET is not set: the app derives every signing and sealing key from it.'

/** PAYLOAD_SECRET, or an error: no key is ever derived from an empty secret. */
function masterSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error(SECRET_MISSING)
  return secret
}

/**
 * Refuses a production start without PAYLOAD_SECRET (called first by bootstrap/onInit). Development
 * and tests get a generated one from scripts/with-db.mjs (scripts/local-secrets.mjs).
 */
export function assertSecretConfigured(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && !env.PAYLOAD_SECRET) throw new Error('PAYLOAD_SECRET must be set in production.')
}

const derive = (secret: string, recipe: Recipe): Buffer => {
  if ('hkdf' in recipe) return Buffer.from(hkdfSync('sha256', secret, recipe.hkdf.salt, recipe.hkdf.info, 32))
  if ('label' in recipe) return createHmac('sha256', secret).update(recipe.label).digest()
  return Buffer.from(`${recipe.legacy.keyPrefix}${secret}`, 'utf8')
}

// Cached per purpose with the secret it came from, so a changed secret (tests) is never served stale.
const cache = new Map<SecretPurpose, { secret: string; key: Buffer }>()

/** The purpose's key (32 bytes, but for the `legacy` recipes). Throws when PAYLOAD_SECRET is not set. */
export function keyFor(purpose: SecretPurpose): Buffer {
  const secret = masterSecret()
  const cached = cache.get(purpose)
  if (cached?.secret === secret) return cached.key
  const key = derive(secret, PURPOSES[purpose])
  cache.set(purpose, { secret, key })
  return key
}

const messagePrefix = (purpose: SecretPurpose): string => {
  const recipe: Recipe = PURPOSES[purpose]
  return 'legacy' in recipe ? recipe.legacy.messagePrefix : ''
}

/** HMAC-SHA256 of `text` under the purpose's key, base64url (43 characters): a signature or keyed hash. */
export const sign = (purpose: SecretPurpose, text: string): string =>
  createHmac('sha256', keyFor(purpose))
    .update(`${messagePrefix(purpose)}${text}`)
    .digest('base64url')

/** Whether `signature` is sign(purpose, text), compared in constant time. */
export function verify(purpose: SecretPurpose, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(purpose, text))
  const actual = Buffer.from(signature)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * AES-256-GCM under the purpose's key. The one format: base64url of iv (12 bytes) | ciphertext |
 * tag (16 bytes). `context` is authenticated but not stored (a TOTP secret is bound to its account
 * this way): unseal must be given the same.
 */
export function seal(purpose: SecretPurpose, plaintext: string, context = ''): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv)
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

function open(purpose: SecretPurpose, iv: Buffer, body: Buffer, tag: Buffer, context: string): string | undefined {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES || body.length === 0) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), iv)
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/**
 * The plaintext, or undefined for anything forged, altered, or sealed for another purpose or
 * context. Also opens the older `iv.tag.ciphertext` form (three base64url parts, no context) that
 * one-time link tokens were sealed in before, so mail jobs queued before a deploy still send.
 */
export function unseal(purpose: SecretPurpose, sealed: string, context = ''): string | undefined {
  masterSecret()
  if (sealed.includes('.')) {
    const [iv, tag, body, extra] = sealed.split('.')
    if (iv === undefined || tag === undefined || body === undefined || extra !== undefined) return undefined
    return open(purpose, Buffer.from(iv, 'base64url'), Buffer.from(body, 'base64url'), Buffer.from(tag, 'base64url'), context)
  }
  const raw = Buffer.from(sealed, 'base64url')
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return undefined
  return open(purpose, raw.subarray(0, IV_BYTES), raw.subarray(IV_BYTES, raw.length - TAG_BYTES), raw.subarray(raw.length - TAG_BYTES), context)
}
