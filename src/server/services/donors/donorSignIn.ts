import 'server-only'

import type { Payload } from 'payload'

import { SIGN_IN_LINK_MINUTES } from '@/contracts/donorPortal'
import { donorSignIn } from '@/email/donorMails'
import { renderMail } from '@/email/renderMail'
import { queueMail } from '@/jobs/queueMail'
import { addressKey } from '@/lib/addressHash'
import { siteUrl } from '@/lib/site-url'

import { deleteDonorSession, deleteDonorSessionsOf, hasGivingRecord, insertDonorSession } from '../../data/donorSessions'
import { hashToken, linkSubject, newToken, subjectId } from '../../domain/oneTimeToken'
import { notFound } from '../../domain/errors'
import { DONOR_SESSION_DAYS, type Donor } from '../../domain/donorSession'
import { sendMail } from '../../mail'
import { sign } from '../../secrets'
import { readFoundation } from '../foundation'
import { issueLink, redeemLink } from '../links/oneTimeLinks'
import { mayMail } from '../mailCap'

// A donor signs in to /giving with no password: a one-time emailed link (purpose `donor-sign-in`,
// single use, 30 minutes) opens a page whose button starts a session (a mail scanner that follows
// the link uses nothing up). The session is a row of `donor_sessions` and an httpOnly cookie.

/**
 * Queues the sign-in mail, unless the address had its three for the hour; the caller answers the
 * same either way, and the job (not the request) looks whether the address has anything to show.
 */
export async function requestDonorSignIn(payload: Payload, email: string): Promise<void> {
  if (await mayMail(payload, 'donor-sign-in', email)) await queueMail(payload, 'mailDonorSignIn', { email: addressKey(email) })
}

/**
 * Mails the link (a task of the Jobs Queue) to an address with gifts, orders, a sponsorship or a
 * fundraiser page; nothing to any other. The token is made from the job, so a retry after an SMTP
 * failure stores and sends the same link.
 */
export async function mailDonorSignIn(payload: Payload, email: string, job: string | number): Promise<'sent' | 'nothing to send'> {
  if (!(await hasGivingRecord(payload, email))) return 'nothing to send'
  const token = sign('donor-sign-in', `${job}:${addressKey(email)}`)
  await issueLink(payload, { purpose: 'donor-sign-in', subject: linkSubject('donor-email', addressKey(email)), ttlMs: SIGN_IN_LINK_MINUTES * 60_000, token })
  const { name: foundation } = await readFoundation(payload)
  const subject = 'Your sign-in link'
  const words = donorSignIn({ url: `${siteUrl()}/giving/sign-in?token=${token}`, minutes: SIGN_IN_LINK_MINUTES, foundation })
  await sendMail(payload, { to: email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** Uses the link up and starts a session for its email: the cookie's token (only its hash is stored). */
export async function startDonorSession(payload: Payload, linkToken: string, failed: string): Promise<{ email: string; token: string }> {
  const link = await redeemLink(payload, 'donor-sign-in', linkToken, { consume: true })
  const email = link && subjectId('donor-email', link.subject)
  if (!email) throw notFound(failed)
  const token = newToken()
  await insertDonorSession(payload, { tokenHash: hashToken(token), email, expiresAt: new Date(Date.now() + DONOR_SESSION_DAYS * 86_400_000) })
  return { email, token }
}

/** Ends this browser's session, or (`everywhere`) every session of the donor's email. */
export async function endDonorSession(payload: Payload, donor: Donor, everywhere: boolean): Promise<void> {
  if (everywhere) await deleteDonorSessionsOf(payload, donor.email)
  else await deleteDonorSession(payload, donor.sessionHash)
}
