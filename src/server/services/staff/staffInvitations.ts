import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/plugins/audit/recordAudit'
import { ROLE_LABELS } from '@/contracts/roles'
import { INVITATION_ACCEPTED, INVITATION_LIFETIME_HOURS } from '@/contracts/staff'
import { renderMail } from '@/email/renderMail'
import { staffInvitation } from '@/email/staffMails'
import { queueMail } from '@/jobs/queueMail'
import { siteUrl } from '@/lib/site-url'

import { lockWithinTransaction } from '../../data/transactionLock'
import { linkSubject, subjectRecordId } from '../../domain/oneTimeToken'
import { sendMail } from '../../mail'
import { inTransaction } from '../../transaction'
import { readFoundation } from '../foundation'
import { issueLink, redeemLink, sealLinkToken, unsealLinkToken } from '../links/oneTimeLinks'

// An invitation link is a one-time link (src/server/services/links/oneTimeLinks.ts: only its
// token's SHA-256 is stored, so a copy of the database opens no invitation) of the purpose
// 'staff-invitation' for the account (`user:<id>`). The token travels to the mail job sealed
// (AES-256-GCM, a key derived from PAYLOAD_SECRET): the job's row holds no usable link either, and
// a job whose link was replaced by a newer one sends nothing.

export const INVITATION_LOCK = 'staff-invitations'
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_HOURS * 3_600_000
const invitee = (user: number) => linkSubject('user', user)

/**
 * A fresh invitation for an account, inside `req`'s transaction: the fields to store on it (any
 * earlier link stops working) and, once they are stored, `queue` puts its mail on the queue.
 */
export function newInvitation() {
  return {
    fields: { invited_at: new Date().toISOString(), invitation_accepted_at: null },
    queue: async (payload: Payload, user: number, req: PayloadRequest) => {
      const token = await issueLink(payload, { purpose: 'staff-invitation', subject: invitee(user), ttlMs: INVITATION_LIFETIME_MS, req, replaces: { keep: 0 } })
      await queueMail(payload, 'mailStaffInvitation', { user, sealed: sealLinkToken('staff-invitation', token) }, req)
    },
  }
}

/** The mail job: sends the link, unless the account has since accepted or been sent a newer link. */
export async function mailStaffInvitation(payload: Payload, input: { user: number; sealed: string }, job: string | number): Promise<string> {
  const token = unsealLinkToken('staff-invitation', input.sealed)
  const live = token ? await redeemLink(payload, 'staff-invitation', token, { consume: false }) : null
  const user = await payload.findByID({ collection: 'users', id: input.user, depth: 0, disableErrors: true })
  if (!token || !user || live?.subject !== invitee(user.id)) return 'superseded'
  const link = `${siteUrl()}/admin/invitation?token=${token}`
  const { name: foundation } = await readFoundation(payload)
  const subject = `Your invitation to the ${foundation} staff area`
  const words = staffInvitation({ foundation, role: ROLE_LABELS[user.role], hours: INVITATION_LIFETIME_HOURS, link, loginUrl: `${siteUrl()}/admin/login`, email: user.email })
  await sendMail(payload, { to: user.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** What refuses an invitation inside its transaction: rolled back, so the link is not used up. */
class Refused extends Error {}

/**
 * Sets the password of the account whose open invitation the token belongs to, and uses the
 * invitation up. The link is found by its token's hash (a lookup, never a comparison of secrets)
 * and used up in one statement, so a link used twice at once works once. Null when the token is
 * unknown, used, expired or altered, or the account is deactivated: nothing changes.
 */
export async function acceptStaffInvitation(payload: Payload, token: string, password: string, address: string): Promise<{ message: string; email: string } | null> {
  try {
    return await inTransaction(payload, async ({ payload, req }) => {
      await lockWithinTransaction(payload, req, INVITATION_LOCK)
      const link = await redeemLink(payload, 'staff-invitation', token, { consume: true, req })
      const id = link && subjectRecordId('user', link.subject)
      const user = id ? await payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true, req }) : null
      if (!user || user.active === false) throw new Refused()
      await payload.update({ collection: 'users', id: user.id, data: { password, invitation_accepted_at: new Date().toISOString() }, depth: 0, req })
      await recordAudit(
        payload,
        { action: 'staff.invitation-accepted', target: { collection: 'users', id: user.id }, summary: `${user.email} accepted the invitation and set a password` },
        { req, actor: { id: user.id, email: user.email, address } },
      )
      return { message: INVITATION_ACCEPTED, email: user.email }
    })
  } catch (error) {
    if (error instanceof Refused) return null
    throw error
  }
}
