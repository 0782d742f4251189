import 'server-only'

import type { Payload } from 'payload'

import { formatDateTime, formatShortDate } from '@/lib/dates'
import { foldHeader } from '@/lib/logText'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'
import type { Donation } from '@/payload-types'

import { sendMail } from '../../mail'
import { disputeDashboardUrl } from '../../stripe/dashboard'
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
  await sendMail(
    payload,
    {
      to: to.join(', '),
      subject: foldHeader(`Dispute opened: ${disputed} from ${donor}${gift.dispute_evidence_due_by ? `, evidence due ${formatShortDate(gift.dispute_evidence_due_by)}` : ''}`),
      text: disputeText(gift, disputed, donor),
    },
    job,
  )
  return 'sent'
}

function disputeText(gift: Donation, disputed: string, donor: string): string {
  const closed = ['won', 'lost', 'warning_closed', 'prevented'].includes(gift.dispute_status ?? '')
  return [
    `A donor's bank has disputed a card gift (a chargeback). The disputed amount is out of the totals while the dispute is open, and for good if it is lost.`,
    '',
    `Gift: ${formatDollars(gift.amount_cents)}${gift.is_recurring ? ' (monthly)' : ''} from ${donor}${gift.donor_email ? ` <${gift.donor_email}>` : ''}, ${formatShortDate(gift.createdAt)} (donation ${gift.id})`,
    `Disputed: ${disputed}`,
    `Reason given by the bank: ${plain(gift.dispute_reason)}`,
    `Evidence due by: ${gift.dispute_evidence_due_by ? formatDateTime(gift.dispute_evidence_due_by) : 'no date given by Stripe'}`,
    ...(closed ? [`Stripe has already closed it: ${plain(gift.dispute_status)}.`] : []),
    '',
    'Open the dispute in Stripe to answer it with evidence (a receipt, the donor’s own messages):',
    disputeDashboardUrl(gift.dispute_id!),
    '',
    `The gifts with open disputes: ${siteUrl()}/admin/donations?status=disputed`,
  ].join('\n')
}
