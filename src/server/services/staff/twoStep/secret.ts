import 'server-only'

import type { Payload } from 'payload'

import { findTwoStepRow, spendRecoveryCode, spendTimeStep, type TwoStepRow } from '../../../data/twoStep'
import { hashRecoveryCode, looksLikeRecoveryCode, verifyTotp } from './codes'
import { seal, unseal } from '../../../secrets'

/** A TOTP secret at rest: AES-256-GCM under a key derived from PAYLOAD_SECRET, bound to its account. */
export const sealSecret = (userId: number, base32: string): string => seal('totp-secret', base32, `user:${userId}`)
export const openSecret = (userId: number, sealed: string | null): string | undefined => (sealed ? unseal('totp-secret', sealed, `user:${userId}`) : undefined)

export type SpentCode = { kind: 'code' | 'recovery code' }

/**
 * Checks a code against the account's second step and spends it, atomically: a time step is
 * accepted once (never one at or before the last used), a recovery code once. Undefined for a
 * wrong, replayed or used code.
 */
export async function spendCode(payload: Payload, row: TwoStepRow, code: string): Promise<SpentCode | undefined> {
  if (!row.two_step_enabled_at) return undefined
  const trimmed = code.trim()
  if (/^\d{6}$/.test(trimmed)) {
    const secret = openSecret(row.id, row.two_step_secret)
    if (!secret) return undefined
    const last = row.two_step_last_step == null ? null : Number(row.two_step_last_step)
    const step = await verifyTotp(secret, trimmed, last)
    return step !== undefined && (await spendTimeStep(payload, row.id, step)) ? { kind: 'code' } : undefined
  }
  if (!looksLikeRecoveryCode(trimmed)) return undefined
  return (await spendRecoveryCode(payload, row.id, hashRecoveryCode(row.id, trimmed))) ? { kind: 'recovery code' } : undefined
}

/** Reads the account afresh and spends the code (see spendCode). */
export async function spendCodeOf(payload: Payload, userId: number, code: string): Promise<SpentCode | undefined> {
  const row = await findTwoStepRow(payload, userId)
  return row ? spendCode(payload, row, code) : undefined
}
