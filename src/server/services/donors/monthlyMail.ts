import 'server-only'

import type { Payload } from 'payload'

import type { HistoryEntry } from '@/contracts/mailIn'
import { monthlyChanged } from '@/email/donorMails'
import { renderMail } from '@/email/renderMail'
import { formatLongDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'
import type { Donation } from '@/payload-types'

import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'

const CHANGE_WORDS: Partial<Record<HistoryEntry['action'], (entry: HistoryEntry, gift: Donation) => string>> = {
  'amount-changed': (entry) =>
    `You changed your monthly gift from ${formatDollars(Number(entry.changes?.amount_cents?.from))} to ${formatDollars(Number(entry.changes?.amount_cents?.to))}, from the next payment on.`,
  paused: (_entry, gift) => `You paused your monthly gift: no payment will be taken until ${formatLongDate(gift.monthly?.paused_until ?? new Date().toISOString())}.`,
  resumed: () => 'You resumed your monthly gift: its next payment will be taken when due.',
  canceled: () => 'You canceled your monthly gift: no further payments will be taken. Thank you for every month you gave.',
}

function nowWords(gift: Donation): string {
  if (gift.subscription_canceled_at) return 'Nothing more is needed from you.'
  const amount = gift.monthly?.amount_cents ?? gift.amount_cents
  const fee = gift.monthly?.fee_covered_cents ?? gift.fee_covered_cents ?? 0
  return fee ? `Your gift is now ${formatDollars(amount)} a month, and ${formatDollars(amount + fee)} with the card fee you chose to cover.` : `Your gift is now ${formatDollars(amount)} a month.`
}

/** Mails the donor what they changed of their monthly gift (a task of the Jobs Queue): one line of the gift's history, and how the gift stands. */
export async function mailMonthlyChanged(payload: Payload, input: { donation: number; change: number }, job: string | number): Promise<'sent' | 'gone'> {
  const gift = await payload.findByID({ collection: 'donations', id: input.donation, depth: 0, disableErrors: true })
  const history = Array.isArray(gift?.history) ? (gift.history as HistoryEntry[]) : []
  const entry = history[input.change]
  const words = entry && CHANGE_WORDS[entry.action]
  if (!gift?.donor_email || !entry || !words) return 'gone'
  const { name: foundation } = await readFoundation(payload)
  const subject = 'Your monthly gift has changed'
  const content = monthlyChanged({ name: gift.donor_name ?? null, change: words(entry, gift), now: nowWords(gift), url: `${siteUrl()}/giving`, foundation })
  await sendMail(payload, { to: gift.donor_email, subject, ...(await renderMail(subject, content, foundation)) }, job)
  return 'sent'
}
