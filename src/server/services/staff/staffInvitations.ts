import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/plugins/audit/recordAudit'
import { ROLE_LABELS } from '@/contracts/roles'
import { INVITATION_ACCEPTED, INVITATION_LIFETIME_HOURS } from '@/contracts/staff'
import { renderMail } from '@/email/renderMail'
import { staffInvitation } from '@/email/staffMails'
import { queueMail } from '@/jobs/queueMail'
import { siteUrl } from '@/lib/site-url'
import type { User } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { hashToken, newToken, tokenSealer, TOKEN_SHAPE } from '../../domain/oneTimeToken'
import { sendMail } from '../../mail'
import { inTransaction } from '../../transaction'
import { readFoundation } from '../foundation'

// An invitation link carries a one-time token (32 random bytes, base64url). The account keeps only
// its SHA-256 (`invitation_token_hash`), so a copy of the database opens no invitation. The token
// travels to the mail job sealed (AES-256-GCM, a key derived from PAYLOAD_SECRET): the job's row
// holds no usable link either, and a job whose link was replaced by a newer one sends nothing.

export const INVITATION_LOCK = 'staff-invitations'
const sealer = tokenSealer('staff-invitation')


/**
 * A fresh invitation for an account, inside `req`'s transaction: the fields to store on it (any
 * earlier link stops working) and, once they are stored, `queue` puts its mail on the queue.
 */
export function newInvitation() {
  const token = newToken()
  const now = new Date()
  return {
    fields: {
      invited_at: now.toISOString(),
      invitation_accepted_at: null,
      invitation_token_hash: hashToken(token),
      invitation_expires_at: new Date(now.getTime() + INVITATION_LIFETIME_HOURS * 3_600_000).toISOString(),
    },
    queue: (payload: Payload, user: number, req: PayloadRequest) => queueMail(payload, 'mailStaffInvitation', { user, sealed: sealer.seal(token) }, req),
  }
}

/** The mail job: sends the link, unless the account has since accepted or been sent a newer link. */
export async function mailStaffInvitation(payload: Payload, input: { user: number; sealed: string }, job: string | number): Promise<string> {
  const token = sealer.unseal(input.sealed)
  const user = await payload.findByID({ collection: 'users', id: input.user, depth: 0, disableErrors: true, showHiddenFields: true })
  if (!token || !user || user.invitation_token_hash !== hashToken(token)) return 'superseded'
  const link = `${siteUrl()}/admin/invitation?token=${token}`
  const { name: foundation } = await readFoundation(payload)
  const subject = `Your invitation to the ${foundation} staff area`
  const words = staffInvitation({ foundation, role: ROLE_LABELS[user.role], hours: INVITATION_LIFETIME_HOURS, link, loginUrl: `${siteUrl()}/admin/login`, email: user.email })
  await sendMail(payload, { to: user.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** An invitation is open while its token is stored, it has not expired and the account is active. */
const isOpen = (user: User) =>
  Boolean(user.invitation_token_hash) && user.active !== false && Boolean(user.invitation_expires_at) && new Date(user.invitation_expires_at!).getTime() > Date.now()

/**
 * Sets the password of the account whose open invitation the token belongs to, and uses the
 * invitation up. The token is found by its hash (a lookup, never a comparison of secrets);
 * invitations are accepted one at a time, so a link used twice at once works once. Null when the
 * token is unknown, used, expired or altered: nothing changes.
 */
export async function acceptStaffInvitation(payload: Payload, token: string, password: string, address: string): Promise<{ message: string; email: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  return inTransaction(payload, async ({ payload, req }) => {
    await lockWithinTransaction(payload, req, INVITATION_LOCK)
    const { docs } = await payload.find({
      collection: 'users',
      where: { invitation_token_hash: { equals: hashToken(token) } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
      req,
    })
    const user = docs[0]
    if (!user || !isOpen(user)) return null
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password, invitation_token_hash: null, invitation_expires_at: null, invitation_accepted_at: new Date().toISOString() },
      depth: 0,
      req,
    })
    await recordAudit(
      payload,
      { action: 'staff.invitation-accepted', target: { collection: 'users', id: user.id }, summary: `${user.email} accepted the invitation and set a password` },
      { req, actor: { id: user.id, email: user.email, address } },
    )
    return { message: INVITATION_ACCEPTED, email: user.email }
  })
}
