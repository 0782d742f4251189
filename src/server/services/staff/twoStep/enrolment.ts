import 'server-only'

import type { Payload } from 'payload'

import type { AuditActor } from '@/plugins/audit/actor'
import { recordAudit } from '@/plugins/audit/recordAudit'
import type { Enrolment, TwoStepStatus } from '@/contracts/twoStep'

import { clearTwoStep, enableTwoStep, findTwoStepRow, replaceRecoveryCodes, savePendingSecret } from '../../../data/twoStep'
import { conflict, forbidden, invalid, notFound } from '../../../domain/errors'
import type { Staff } from '../../../domain/staff'
import { signInGuarded } from '../loginGuard'
import { enrolmentDetails, hashRecoveryCode, newRecoveryCodes, newTotpSecret, verifyTotp } from './codes'
import { twoStepRequiredFor } from './policy'
import { openSecret, sealSecret, spendCode } from './secret'

export const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.'
const ALREADY_ON = 'Two-step sign-in is already on for this account.'

type Account = { id: number; email: string }

async function accountRow(payload: Payload, userId: number) {
  const row = await findTwoStepRow(payload, userId)
  if (!row) throw notFound('No such staff member.')
  return row
}

/** A new secret, kept pending (encrypted) until its first code confirms it. */
export async function startEnrolment(payload: Payload, account: Account): Promise<Enrolment> {
  const row = await accountRow(payload, account.id)
  if (row.two_step_enabled_at) throw conflict(ALREADY_ON)
  const secret = newTotpSecret()
  await savePendingSecret(payload, account.id, sealSecret(account.id, secret))
  return enrolmentDetails(account.email, secret)
}

/** The pending secret's first code turns the second step on; answers the ten recovery codes, once. */
export async function confirmEnrolment(payload: Payload, account: Account, code: string, actor?: AuditActor): Promise<string[]> {
  const row = await accountRow(payload, account.id)
  if (row.two_step_enabled_at) throw conflict(ALREADY_ON)
  const secret = openSecret(account.id, row.two_step_pending_secret)
  if (!secret) throw conflict('Start setting up two-step sign-in first.')
  const step = await verifyTotp(secret, code.trim())
  if (step === undefined) throw invalid({ code: WRONG_CODE })
  const codes = newRecoveryCodes()
  const enabled = await enableTwoStep(
    payload,
    account.id,
    sealSecret(account.id, secret),
    codes.map((c) => hashRecoveryCode(account.id, c)),
    step,
  )
  if (!enabled) throw conflict(ALREADY_ON)
  await recordAudit(payload, { action: 'two-step.enabled', target: { collection: 'users', id: account.id } }, actor ? { actor } : {})
  return codes
}

/**
 * Checks a current code (or recovery code) of a signed-in staff member before a change to their
 * second step, counted like sign-in codes (loginGuard), so a stolen session cannot guess its way
 * to turning it off.
 */
async function requireCurrentCode(payload: Payload, staff: Staff, code: string, cookieHeader: string | null): Promise<void> {
  const row = await accountRow(payload, staff.id)
  if (!row.two_step_enabled_at) throw conflict('Two-step sign-in is not on for this account.')
  const outcome = await signInGuarded(payload, staff.email, cookieHeader, async () => (await spendCode(payload, row, code)) ?? null, 'two-step')
  if (!outcome.ok) throw invalid({ code: WRONG_CODE })
}

export async function turnOffTwoStep(payload: Payload, staff: Staff, code: string, cookieHeader: string | null): Promise<void> {
  if (twoStepRequiredFor(staff.role)) throw forbidden('Your role must sign in with two steps; it cannot be turned off. An admin can reset it if you lose your phone.')
  await requireCurrentCode(payload, staff, code, cookieHeader)
  await clearTwoStep(payload, staff.id, false)
  await recordAudit(payload, { action: 'two-step.disabled', target: { collection: 'users', id: staff.id } })
}

export async function regenerateRecoveryCodes(payload: Payload, staff: Staff, code: string, cookieHeader: string | null): Promise<string[]> {
  await requireCurrentCode(payload, staff, code, cookieHeader)
  const codes = newRecoveryCodes()
  await replaceRecoveryCodes(
    payload,
    staff.id,
    codes.map((c) => hashRecoveryCode(staff.id, c)),
  )
  await recordAudit(payload, { action: 'two-step.recovery-codes', target: { collection: 'users', id: staff.id } })
  return codes
}

export async function twoStepStatus(payload: Payload, staff: Staff): Promise<TwoStepStatus> {
  const row = await accountRow(payload, staff.id)
  const left = Array.isArray(row.two_step_recovery_codes) ? row.two_step_recovery_codes.length : 0
  return { enabled: Boolean(row.two_step_enabled_at), required: twoStepRequiredFor(staff.role), recovery_codes_left: row.two_step_enabled_at ? left : 0 }
}

/**
 * An admin clears another staff member's second step (a lost phone and no recovery codes): the
 * account's sessions end, and it enrols again at its next sign-in (required) or when it chooses.
 */
export async function resetTwoStep(payload: Payload, admin: Staff, userId: number): Promise<void> {
  if (admin.id === userId) throw forbidden('Use Your account to change your own two-step sign-in; another admin can reset it.')
  const row = await accountRow(payload, userId)
  await clearTwoStep(payload, row.id, true)
  await recordAudit(payload, { action: 'two-step.reset', target: { collection: 'users', id: row.id }, summary: 'second step cleared, sessions ended' })
}
