import 'server-only'

import type { Payload } from 'payload'

import { renewalFailed } from '@/email/donorMails'
import { renderMail } from '@/email/renderMail'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { issueManageLink } from './donorLinks'

/**
 * A failed renewal's link lives longer than a requested one (an hour): the mail may be read days
 * later, while Stripe still retries. It still works once, and /donate/manage sends a new one.
 */
export const RENEWAL_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000

/**
 * Asks the donor of a failed monthly renewal, kindly, to update their card (a task of the Jobs
 * Queue, queued once per invoice with the row): a fresh one-time link to Stripe's customer portal.
 * Nothing is sent once the month was paid after all, or without an address to send it to.
 */
export async function mailRenewalFailed(payload: Payload, donationId: number, job: string | number): Promise<'sent' | 'gone' | 'paid since' | 'no address'> {
  const row = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, disableErrors: true })
  if (!row) return 'gone'
  if (row.status !== 'failed') return 'paid since'
  if (!row.donor_email || !row.stripe_customer_id) return 'no address'
  const link = await issueManageLink(payload, row.stripe_customer_id, job, RENEWAL_LINK_LIFETIME_MS)
  const { name: foundation } = await readFoundation(payload)
  const subject = `Your monthly gift to ${foundation}: please check your card`
  const words = renewalFailed({ foundation, name: row.donor_name || null, amount: formatDollars(row.amount_cents), link, manageUrl: `${siteUrl()}/donate/manage` })
  await sendMail(payload, { to: row.donor_email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
