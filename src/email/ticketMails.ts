import { formatDollarsAndCents as letterAmount } from '@/lib/money'

import { type MailLine, type MailWords, link, paragraphs } from './mailWords'

/*
 * The words of a ticket order's mail (docs/tickets.md): the tickets with their codes, and the
 * receipt with the disclosure IRS Publication 1771 asks for when a payment over $75 buys goods
 * (a dinner): what part of each ticket is its fair market value, and what part is deductible.
 */

export type ReceiptLine = { label: string; quantity: number; price_cents: number; value_cents: number }

/** "Of the $150.00 you paid for each Gala dinner ticket, $60.00 is …": one sentence per ticket kind. */
export function disclosureOf(line: Pick<ReceiptLine, 'label' | 'price_cents' | 'value_cents'>): string {
  if (line.value_cents <= 0) return `No goods or services were provided in exchange for your ${line.label} tickets: each one’s ${letterAmount(line.price_cents)} is tax-deductible as the law allows.`
  const deductible = Math.max(0, line.price_cents - line.value_cents)
  return `Of the ${letterAmount(line.price_cents)} you paid for each ${line.label} ticket, ${letterAmount(line.value_cents)} is the fair market value of the goods and services you received; the remaining ${letterAmount(deductible)} is tax-deductible as the law allows.`
}

/** The deductible part of an order: each ticket's price above its value, and the added gift whole. */
export const deductibleCents = (lines: ReceiptLine[], donationCents: number): number =>
  lines.reduce((sum, line) => sum + Math.max(0, line.price_cents - line.value_cents) * line.quantity, 0) + donationCents

export type TicketOrderMail = {
  name: string
  orderId: number
  paidOn: string
  event: { title: string; when: string; location: string | null; detailsUrl: string }
  lines: ReceiptLine[]
  tickets: Array<{ label: string; code: string }>
  donation_cents: number
  fee_covered_cents: number
  charged_cents: number
  tax: string
  foundation: string
  /** Where the buyer names each seat's guest (until the event starts); null: the link could not be read. */
  guestsUrl: string | null
}

/** A code as it is read out at the door: in groups of four. */
export const spacedCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ')

export function ticketOrderMail(mail: TicketOrderMail): MailWords {
  const { event } = mail
  return paragraphs(
    [`Dear ${mail.name.replace(/\s+/g, ' ')},`],
    [`Thank you for your order. Your tickets for ${event.title} are below: ${event.when}${event.location ? `, ${event.location}` : ''}.`],
    [`Each ticket’s QR code is attached to this mail. At the door, show it on your phone, or give its code:`],
    mail.tickets.map((ticket, index) => `${index + 1}. ${ticket.label}: ${spacedCode(ticket.code)}`),
    ...(mail.guestsUrl ? [[['Bringing guests? Name each one here until the event starts (a guest with an email gets their own ticket): ', link(mail.guestsUrl)]] satisfies MailLine[]] : []),
    [`Receipt for order no. ${mail.orderId}, paid ${mail.paidOn}:`],
    [
      ...mail.lines.map((line) => `${line.quantity} × ${line.label} at ${letterAmount(line.price_cents)}: ${letterAmount(line.price_cents * line.quantity)}`),
      ...(mail.donation_cents ? [`Your added gift: ${letterAmount(mail.donation_cents)}`] : []),
      ...(mail.fee_covered_cents ? [`The card fee you covered: ${letterAmount(mail.fee_covered_cents)}`] : []),
      `Charged to your card: ${letterAmount(mail.charged_cents)}`,
    ],
    [...mail.lines.map(disclosureOf), ...(mail.donation_cents ? [`Your added gift of ${letterAmount(mail.donation_cents)} bought nothing and is tax-deductible in full as the law allows.`] : [])],
    [mail.tax],
    [['The event’s details: ', link(event.detailsUrl)]],
    ['With gratitude,', mail.foundation],
  )
}

export type GuestTicketMail = { guestName: string; buyerName: string; label: string; code: string; event: TicketOrderMail['event']; foundation: string }

/** A named guest's own ticket: whose guest they are, the event, the code (its QR code attached). */
export function guestTicketMail(mail: GuestTicketMail): MailWords {
  const { event } = mail
  return paragraphs(
    [`Dear ${mail.guestName.replace(/\s+/g, ' ')},`],
    [`${mail.buyerName.replace(/\s+/g, ' ')} has named you as their guest at ${event.title}: ${event.when}${event.location ? `, ${event.location}` : ''}.`],
    [`Your ticket’s QR code is attached to this mail. At the door, show it on your phone, or give its code:`, `${mail.label}: ${spacedCode(mail.code)}`],
    [['The event’s details: ', link(event.detailsUrl)]],
    ['We look forward to seeing you,', mail.foundation],
  )
}

export type TicketRefundMail = Omit<TicketOrderMail, 'tickets' | 'guestsUrl'> & {
  /** This refund, and all refunded so far. */
  amount_cents: number
  refunded_cents: number
  /** The tickets still valid after it, with their codes. */
  tickets: Array<{ label: string; code: string }>
  /** The order is wholly refunded: nothing of it is deductible any more. */
  whole: boolean
}

/**
 * A refund's mail: what went back to the card, and the receipt as it now stands (the lines the
 * buyer kept, their disclosure, the added gift), which replaces the first one for their taxes.
 */
export function ticketRefundMail(mail: TicketRefundMail): MailWords {
  const { event } = mail
  const kept = mail.lines.filter((line) => line.quantity > 0)
  const opening = [`Dear ${mail.name.replace(/\s+/g, ' ')},`]
  if (mail.whole) {
    return paragraphs(
      opening,
      [
        `We have refunded ${letterAmount(mail.amount_cents)} to your card for order no. ${mail.orderId} (${event.title}). Your tickets no longer admit anyone, and nothing of this order remains a gift.`,
      ],
      [`The refund reaches your card in 5 to 10 days, depending on your bank.`],
      ['With gratitude,', mail.foundation],
    )
  }
  return paragraphs(
    opening,
    [`We have refunded ${letterAmount(mail.amount_cents)} to your card for order no. ${mail.orderId} (${event.title}). The refunded tickets no longer admit anyone; these still do:`],
    mail.tickets.map((ticket, index) => `${index + 1}. ${ticket.label}: ${spacedCode(ticket.code)}`),
    [`Your receipt for order no. ${mail.orderId}, as it now stands (it replaces the one we sent on ${mail.paidOn}):`],
    [
      ...kept.map((line) => `${line.quantity} × ${line.label} at ${letterAmount(line.price_cents)}: ${letterAmount(line.price_cents * line.quantity)}`),
      ...(mail.donation_cents ? [`Your added gift: ${letterAmount(mail.donation_cents)}`] : []),
      ...(mail.fee_covered_cents ? [`The card fee you covered: ${letterAmount(mail.fee_covered_cents)}`] : []),
      `Charged to your card: ${letterAmount(mail.charged_cents)}; refunded: ${letterAmount(mail.refunded_cents)}; paid in all: ${letterAmount(mail.charged_cents - mail.refunded_cents)}`,
    ],
    [
      ...kept.map(disclosureOf),
      ...(mail.donation_cents ? [`Your added gift of ${letterAmount(mail.donation_cents)} bought nothing and is tax-deductible in full as the law allows.`] : []),
      `In all, ${letterAmount(deductibleCents(kept, mail.donation_cents))} of this order is tax-deductible as the law allows.`,
    ],
    [mail.tax],
    ['With gratitude,', mail.foundation],
  )
}

export type WaitlistOfferMail = { name: string; quantity: number; label: string; event: TicketOrderMail['event']; until: string; offerUrl: string; foundation: string }

/** Freed seats offered to someone on the waitlist: how many, until when, and the link that buys them. */
export function waitlistOfferMail(mail: WaitlistOfferMail): MailWords {
  const { event } = mail
  return paragraphs(
    [`Dear ${mail.name.replace(/\s+/g, ' ')},`],
    [`Good news: ${mail.quantity} × ${mail.label} for ${event.title} (${event.when}) ${mail.quantity === 1 ? 'is' : 'are'} now yours to buy, held for you until ${mail.until}.`],
    [['Buy them here: ', link(mail.offerUrl)]],
    [`If you no longer need them, do nothing: after that time they pass to the next person waiting.`],
    ['With gratitude,', mail.foundation],
  )
}

export type SponsorshipMail = {
  name: string
  company: string
  tier: string
  id: number
  paidOn: string
  amount_cents: number
  value_cents: number
  method: 'card' | 'check'
  logoUrl: string | null
  tax: string
  foundation: string
}

/** A sponsor's receipt with its disclosure, and the link to upload their logo. */
export function sponsorshipMail(mail: SponsorshipMail): MailWords {
  const deductible = Math.max(0, mail.amount_cents - mail.value_cents)
  const disclosure =
    mail.value_cents > 0
      ? `Of the ${letterAmount(mail.amount_cents)} you paid for the ${mail.tier} sponsorship, ${letterAmount(mail.value_cents)} is the fair market value of the goods and services you received; the remaining ${letterAmount(deductible)} is tax-deductible as the law allows.`
      : `No goods or services were provided in exchange for your ${mail.tier} sponsorship: its ${letterAmount(mail.amount_cents)} is tax-deductible as the law allows.`
  return paragraphs(
    [`Dear ${mail.name.replace(/\s+/g, ' ')},`],
    [`Thank you for sponsoring us as ${mail.company.replace(/\s+/g, ' ')} (${mail.tier}).`],
    ...(mail.logoUrl ? [[['Send us your logo (PNG or JPEG) here, and we will show it on our Sponsors page once we have looked at it: ', link(mail.logoUrl)]] satisfies MailLine[]] : []),
    [`Receipt for sponsorship no. ${mail.id}, ${mail.method === 'check' ? 'received by check' : 'paid'} ${mail.paidOn}: ${mail.tier}, ${letterAmount(mail.amount_cents)}.`],
    [disclosure],
    [mail.tax],
    ['With gratitude,', mail.foundation],
  )
}
