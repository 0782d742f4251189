import 'server-only'

import { randomBytes } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

import { BRAND } from '@/lib/brand'

import { sign } from '../../../secrets'

const ISSUER = BRAND
/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s; one step either side. */
const TOLERANCE_SECONDS = 30

export const newTotpSecret = (): string => generateSecret({ length: 20 })

/** What an authenticator app needs: the otpauth URI and the same as a QR code (an SVG data URL). */
export async function enrolmentDetails(email: string, secret: string) {
  const otpauth_uri = generateURI({ issuer: ISSUER, label: email, secret })
  const svg = await QRCode.toString(otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { otpauth_uri, secret, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/** The time step of a valid code later than `afterStep`, or undefined. */
export async function verifyTotp(secret: string, code: string, afterStep?: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep != null ? { afterTimeStep: afterStep } : {}) })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789' // no 0/o, 1/l/i

/** Ten codes of 16 characters (about 79 bits each), shown once as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16)
    const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
    return chars.match(/.{4}/g)!.join('-')
  })
}

/** Recovery codes are compared without case, spaces or dashes. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '')
export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{16}$/.test(normaliseRecoveryCode(code))

/** Only this is stored: a keyed hash, bound to the account. */
export const hashRecoveryCode = (userId: number, code: string): string => sign('recovery-code', `${userId}:${normaliseRecoveryCode(code)}`)
