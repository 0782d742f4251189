import 'server-only'

import type { Payload } from 'payload'

import { renderMail } from '@/email/renderMail'
import { disputeOpened } from '@/email/staffMails'
import { formatDateTime, formatShortDate } from '@/lib/dates'
import { foldHeader } from '@/lib/logText'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'
import type { Donation } from '@/payload-types'

import { sendMail } from '../../mail'
import { disputeDashboardUrl } from '../../stripe/dashboard'
import { readFoundation } from '../foundation'
import { giftAlertRecipients } from '../staff/staffAlerts'

/** Stripe's reason codes in plain words: `product_not_received` → "product not received". */
const plain = (code: string | null | undefined) => (code ? code.replace(/_/g, ' ') : 'not given')

/**
 * Tells staff a chargeback opened (a task of the Jobs Queue, queued once per dispute with the
 * gift's change): the amount, the bank's reason, the day evidence is due in the foundation's time
 * zone, and the dispute in Stripe's dashboard. The gift is read as it is when the mail goes, so a
 * dispute Stripe closed before we heard of it says so.
 */
export async function mailDisputeOpened(payload: Payload, donationId: number, job: string | number): Promise<'sent' | 'gone'> {
  const gift = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, disableErrors: true })
  if (!gift?.dispute_id) return 'gone'
  const to = await giftAlertRecipients(payload)
  const donor = gift.donor_name || gift.donor_email || 'an anonymous donor'
  const disputed = formatDollars(gift.dispute_amount_cents ?? gift.amount_cents)
  const subject = foldHeader(`Dispute opened: ${disputed} from ${donor}${gift.dispute_evidence_due_by ? `, evidence due ${formatShortDate(gift.dispute_evidence_due_by)}` : ''}`)
  const { name: foundation } = await readFoundation(payload)
  await sendMail(payload, { to: to.join(', '), subject, ...(await renderMail(subject, disputeWords(gift, disputed, donor), foundation)) }, job)
  return 'sent'
}

function disputeWords(gift: Donation, disputed: string, donor: string) {
  const closed = ['won', 'lost', 'warning_closed', 'prevented'].includes(gift.dispute_status ?? '')
  return disputeOpened({
    amount: formatDollars(gift.amount_cents),
    monthly: Boolean(gift.is_recurring),
    donor,
    donorEmail: gift.donor_email || null,
    given: formatShortDate(gift.createdAt),
    donation: gift.id,
    disputed,
    reason: plain(gift.dispute_reason),
    evidenceDue: gift.dispute_evidence_due_by ? formatDateTime(gift.dispute_evidence_due_by) : 'no date given by Stripe',
    closedAs: closed ? plain(gift.dispute_status) : null,
    dashboardUrl: disputeDashboardUrl(gift.dispute_id!),
    disputedGiftsUrl: `${siteUrl()}/admin/donations?status=disputed`,
  })
}
