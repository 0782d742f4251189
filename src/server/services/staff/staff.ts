import 'server-only'

import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type * as z from 'zod/mini'

import { recordAudit } from '@/plugins/audit/recordAudit'
import { ROLE_LABELS } from '@/contracts/roles'
import { ALREADY_STAFF_MESSAGE, DEACTIVATED_INVITEE_MESSAGE, STAFF_NOT_FOUND_MESSAGE, type StaffMember, type inviteStaffSchema, type staffChangeSchema } from '@/contracts/staff'
import type { User } from '@/payload-types'

import { lockAdmins } from '../../data/adminsLock'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'
import { adminRuleRefusal } from './adminRule'
import { INVITATION_LOCK, newInvitation } from './staffInvitations'
import { findForStaff } from './staffLookup'

/** Invited and not yet accepted (the link may have expired: inviting again sends a new one). */
const invitationPending = (user: User) => Boolean(user.invited_at) && !user.invitation_accepted_at

export const toStaffMember = (user: User): StaffMember => ({
  id: user.id,
  email: user.email,
  role: user.role,
  active: user.active !== false,
  two_step_enabled: Boolean(user.two_step_enabled_at),
  invitation_pending: invitationPending(user),
  last_sign_in_at: user.last_sign_in_at ?? null,
  created_at: user.createdAt,
})

/** Every staff account, admins first, then by email. */
export async function listStaffMembers(payload: Payload): Promise<StaffMember[]> {
  const { docs } = await payload.find({ collection: 'users', sort: ['role', 'email'], pagination: false, depth: 0 })
  return docs.map(toStaffMember)
}

/**
 * Invites someone by email: makes the account (with a random password nobody knows, so it cannot
 * sign in until the link is used) and queues the mail of its link, in one transaction. An account
 * whose invitation is still pending gets a fresh link (and the role asked for); any other account
 * with that email is a conflict.
 */
export async function inviteStaffMember(payload: Payload, input: z.output<typeof inviteStaffSchema>): Promise<StaffMember> {
  return inTransaction(payload, async ({ payload, req }) => {
    await lockWithinTransaction(payload, req, INVITATION_LOCK)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: input.email } }, limit: 1, depth: 0, req })
    const existing = docs[0]
    if (existing && !invitationPending(existing)) throw conflict(ALREADY_STAFF_MESSAGE)
    if (existing?.active === false) throw conflict(DEACTIVATED_INVITEE_MESSAGE)
    const invitation = newInvitation()
    const user = existing
      ? await payload.update({ collection: 'users', id: existing.id, data: { role: input.role, ...invitation.fields }, depth: 0, req }).catch(keepAnAdminConflict)
      : await payload.create({
          collection: 'users',
          data: { email: input.email, password: randomBytes(32).toString('base64url'), role: input.role, active: true, ...invitation.fields },
          depth: 0,
          req,
        })
    await invitation.queue(payload, user.id, req)
    const summary = `${existing ? 'Invited again' : 'Invited'} ${user.email} as ${ROLE_LABELS[user.role]}`
    await recordAudit(payload, { action: 'staff.invite', target: { collection: 'users', id: user.id }, summary }, { req })
    return toStaffMember(user)
  })
}

/**
 * Changes an account's role, or deactivates or reactivates it, as `staff` (so the users
 * collection's rules apply: the last active admin stays, and nobody takes away their own admin
 * role or deactivates themselves; checked under the admins' lock, in this transaction).
 * Deactivating ends the account's sessions at once.
 */
export async function changeStaffMember(payload: Payload, staff: Staff, id: number, change: z.output<typeof staffChangeSchema>): Promise<StaffMember> {
  return inTransaction(payload, async ({ payload, req }) => {
    // Under the admins' lock from the start, so `before` (the audit's "from") is what the change replaces.
    await lockAdmins(payload, req)
    const before = await findForStaff(payload, 'users', staff, id, STAFF_NOT_FOUND_MESSAGE, req)
    const user = await payload.update({ collection: 'users', id, data: change, depth: 0, overrideAccess: false, user: staff, req }).catch(keepAnAdminConflict)
    const target = { collection: 'users', id }
    if (change.role !== undefined && change.role !== before.role) {
      await recordAudit(payload, { action: 'staff.role', target, summary: `${user.email}: ${ROLE_LABELS[before.role]} → ${ROLE_LABELS[user.role]}` }, { req })
    }
    const wasActive = before.active !== false
    if (change.active !== undefined && change.active !== wasActive) {
      const action = change.active ? 'staff.reactivate' : 'staff.deactivate'
      await recordAudit(payload, { action, target, summary: `${user.email} ${change.active ? 'reactivated' : 'deactivated (sessions ended)'}` }, { req })
    }
    return toStaffMember(user)
  })
}

/** The users collection's keepAnAdmin refusal as a 409 with its reason. */
function keepAnAdminConflict(error: unknown): never {
  const refusal = adminRuleRefusal(error)
  if (refusal) throw conflict(refusal)
  throw error
}
