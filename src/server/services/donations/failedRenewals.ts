import 'server-only'

import type { Payload } from 'payload'

import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { sendMail } from '../../mail'
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
  const link = await issueManageLink(payload, row.donor_email, row.stripe_customer_id, job, RENEWAL_LINK_LIFETIME_MS)
  await sendMail(payload, { to: row.donor_email, subject: 'Your monthly gift to From Loss to Light: please check your card', text: renewalText(row.donor_name, row.amount_cents, link) }, job)
  return 'sent'
}

const renewalText = (name: string | null | undefined, amountCents: number, link: string) =>
  [
    name ? `Dear ${name},` : 'Hello,',
    '',
    `Thank you for giving ${formatDollars(amountCents)} each month in remembrance. Your gift means a great deal to the families and young people we support.`,
    '',
    'This month our payment provider could not take the gift from your card. This happens often: a card expires or is replaced, and nothing is wrong on your side. No money was taken for this month.',
    '',
    'If you would like your gift to continue, you can update your card here (the link works once, within three days):',
    link,
    '',
    `The page also lets you change or end the gift, with no questions asked. If the link has expired, you can ask for a new one at ${siteUrl()}/donate/manage.`,
    '',
    'With gratitude,',
    'From Loss to Light',
  ].join('\n')
