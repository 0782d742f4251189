import 'server-only'

import type { Payload } from 'payload'

import { recordAudit } from '@/plugins/audit/recordAudit'

/**
 * A staff member is signed in (a session handed out): their last sign-in is updated without
 * touching the account's own history, and the trail records it with the address.
 */
export async function recordSignIn(payload: Payload, user: { id: number; email: string }, address: string, how: string): Promise<void> {
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { last_sign_in_at: new Date().toISOString() }, returning: false })
  await recordAudit(payload, { action: 'sign-in', target: { collection: 'users', id: user.id }, summary: how }, { actor: { id: user.id, email: user.email, address } })
}

/** A refused sign-in: the email typed (not necessarily a staff member's) and from where. */
export async function recordFailedSignIn(payload: Payload, email: string, address: string, how: string): Promise<void> {
  await recordAudit(payload, { action: 'sign-in.failed', summary: how }, { actor: { id: null, email: email.trim().toLowerCase().slice(0, 254), address } })
}
