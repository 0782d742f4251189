import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'
import type { User } from '@/payload-types'

import type { SqlRow } from './sqlRow'

// The two-step fields of `users` (src/collections/Users), read and written in SQL: they are hidden
// from every answer, and a used code must be spent in one atomic statement so that two requests
// racing with the same code cannot both pass.

export type TwoStepRow = SqlRow<
  User,
  'id' | 'email' | 'role' | 'active' | 'two_step_enabled_at' | 'two_step_secret' | 'two_step_pending_secret' | 'two_step_recovery_codes' | 'two_step_last_step',
  'two_step_enabled_at',
  'two_step_last_step'
>

async function pool(payload: Payload) {
  return poolOf(payload)
}

export async function findTwoStepRow(payload: Payload, userId: number): Promise<TwoStepRow | undefined> {
  const { rows } = await (
    await pool(payload)
  ).query<TwoStepRow>(
    `SELECT id, email, role, active, two_step_enabled_at, two_step_secret, two_step_pending_secret, two_step_recovery_codes, two_step_last_step
     FROM users WHERE id = $1`,
    [userId],
  )
  return rows[0]
}

/** Records `step` as the last code used, only if it is later than the last one: false for a replay. */
export async function spendTimeStep(payload: Payload, userId: number, step: number): Promise<boolean> {
  const { rowCount } = await (await pool(payload)).query(`UPDATE users SET two_step_last_step = $2 WHERE id = $1 AND (two_step_last_step IS NULL OR two_step_last_step < $2)`, [userId, step])
  return rowCount === 1
}

/** Removes one recovery code's hash, only if it is still there: false when unknown or already used. */
export async function spendRecoveryCode(payload: Payload, userId: number, hash: string): Promise<boolean> {
  const { rowCount } = await (
    await pool(payload)
  ).query(
    `UPDATE users SET two_step_recovery_codes = two_step_recovery_codes - $2::text
     WHERE id = $1 AND jsonb_typeof(two_step_recovery_codes) = 'array' AND two_step_recovery_codes ? $2::text`,
    [userId, hash],
  )
  return rowCount === 1
}

export async function savePendingSecret(payload: Payload, userId: number, sealedSecret: string | null): Promise<void> {
  await (await pool(payload)).query(`UPDATE users SET two_step_pending_secret = $2 WHERE id = $1`, [userId, sealedSecret])
}

/** Turns the second step on: the pending secret becomes the secret, with fresh recovery codes. */
export async function enableTwoStep(payload: Payload, userId: number, sealedSecret: string, recoveryHashes: string[], step: number): Promise<boolean> {
  const { rowCount } = await (
    await pool(payload)
  ).query(
    `UPDATE users SET two_step_secret = $2, two_step_pending_secret = NULL, two_step_recovery_codes = $3::jsonb,
       two_step_last_step = $4, two_step_enabled_at = now()
     WHERE id = $1 AND two_step_enabled_at IS NULL`,
    [userId, sealedSecret, JSON.stringify(recoveryHashes), step],
  )
  return rowCount === 1
}

export async function replaceRecoveryCodes(payload: Payload, userId: number, recoveryHashes: string[]): Promise<void> {
  await (await pool(payload)).query(`UPDATE users SET two_step_recovery_codes = $2::jsonb WHERE id = $1`, [userId, JSON.stringify(recoveryHashes)])
}

/** Forgets the second step; `endSessions` also signs the account out everywhere. */
export async function clearTwoStep(payload: Payload, userId: number, endSessions: boolean): Promise<boolean> {
  const { rowCount } = await (
    await pool(payload)
  ).query(
    `UPDATE users SET two_step_secret = NULL, two_step_pending_secret = NULL, two_step_recovery_codes = NULL,
       two_step_last_step = NULL, two_step_enabled_at = NULL WHERE id = $1`,
    [userId],
  )
  if (endSessions) await (await pool(payload)).query(`DELETE FROM users_sessions WHERE _parent_id = $1`, [userId])
  return rowCount === 1
}
