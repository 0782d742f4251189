import 'server-only'

import { render } from '@react-email/render'
import type { Payload } from 'payload'
import { createElement } from 'react'

import type { AuditContext } from '@/plugins/audit/hooks'
import { TRIBUTE_KIND_LABELS } from '@/contracts/donate'
import { GivingLetter } from '@/email/GivingLetter'
import type { Letter } from '@/email/letter'
import { siteTimeZone } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'
import type { Donation } from '@/payload-types'

import { conflict, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { sendMail } from '../../mail'
import { recordStaffAction } from '../staff/staffActions'
import { updateCardGift } from '../stripe/cardGiftWrite'
import { letterPdf } from './letterPdf'
import { readOrganization } from './organization'
import { acknowledgementLetter, letterText } from './wording'

export const ACKNOWLEDGEMENT_QUEUED = 'The letter is on its way to the donor.'
export const ACKNOWLEDGEMENT_POSTED = 'Marked as acknowledged by post.'

/** The letter of one gift, as the foundation's settings say it today. */
export async function acknowledgementOf(payload: Payload, gift: Donation, now = new Date()): Promise<Letter> {
  const [org, campaign] = await Promise.all([
    readOrganization(payload),
    typeof gift.campaign === 'number' ? payload.findByID({ collection: 'campaigns', id: gift.campaign, depth: 0, disableErrors: true }) : gift.campaign,
  ])
  const tribute = gift.tribute?.kind && gift.tribute.honoree_name ? `${TRIBUTE_KIND_LABELS[gift.tribute.kind]} ${gift.tribute.honoree_name}` : null
  return acknowledgementLetter(
    {
      date: gift.received_on ?? gift.createdAt,
      amount_cents: gift.amount_cents,
      method: gift.method,
      is_recurring: Boolean(gift.is_recurring),
      check_number: gift.check_number ?? null,
      donor_name: gift.donor_name ?? null,
      fee_covered_cents: gift.fee_covered_cents ?? 0,
      campaign: campaign?.title ?? null,
      tribute,
    },
    { org, timeZone: siteTimeZone(), siteUrl: siteUrl(), now },
  )
}

/** The PDF's file name: the gift's id, never the donor's name or address. */
export const acknowledgementFilename = (id: number) => `acknowledgement-${id}.pdf`

/** The letter's HTML, text and PDF, ready to mail. */
export async function letterMail(letter: Letter, filename: string) {
  const [html, pdf] = await Promise.all([render(createElement(GivingLetter, { letter })), letterPdf(letter)])
  return {
    subject: letter.subject,
    text: letterText(letter),
    html,
    attachments: [{ filename, content: Buffer.from(pdf).toString('base64'), encoding: 'base64' as const, contentType: 'application/pdf' }],
  }
}

/**
 * Mails the acknowledgement of a gift that succeeded (a task of the Jobs Queue, queued with the
 * change that made it succeed: src/collections/Donations/hooks/queueAcknowledgement.ts), then
 * marks it sent. A gift no longer succeeded when the mail goes (refunded at once) gets none.
 */
export async function mailAcknowledgement(payload: Payload, donationId: number, job: number | string): Promise<'sent' | 'gone' | 'not-succeeded' | 'no-email'> {
  const gift = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, disableErrors: true })
  if (!gift) return 'gone'
  if (gift.status !== 'succeeded') return 'not-succeeded'
  if (!gift.donor_email) return 'no-email'
  const mail = await letterMail(await acknowledgementOf(payload, gift), acknowledgementFilename(gift.id))
  await sendMail(payload, { to: gift.donor_email, ...mail }, job)
  await updateCardGift(payload, gift.id, (now) => ({ acknowledgement: { ...now.acknowledgement, sent_at: new Date().toISOString(), sent_by: 'email' } }))
  return 'sent'
}

/** A gift staff may read, or 404. */
async function staffGift(payload: Payload, staff: Staff, id: number): Promise<Donation> {
  const gift = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  if (!gift) throw notFound()
  return gift
}

/** Staff send the letter again: queued with the change that records it (409 without an email, or for a gift that has not succeeded). */
export async function resendAcknowledgement(payload: Payload, staff: Staff, id: number): Promise<{ message: string }> {
  const gift = await staffGift(payload, staff, id)
  if (gift.status !== 'succeeded') throw conflict('Only a gift that succeeded is acknowledged.')
  if (!gift.donor_email) throw conflict('This gift has no email address: print its letter (PDF) and post it.')
  await payload.update({
    collection: 'donations',
    id,
    depth: 0,
    overrideAccess: false,
    user: staff,
    data: { acknowledgement: { ...gift.acknowledgement, queued_at: new Date().toISOString() } },
    context: { auditAction: 'donation.acknowledgement' } satisfies AuditContext,
  })
  return { message: ACKNOWLEDGEMENT_QUEUED }
}

/** Staff posted the printed letter: the gift leaves the dashboard's list. */
export async function markAcknowledgedByPost(payload: Payload, staff: Staff, id: number): Promise<{ message: string }> {
  const gift = await staffGift(payload, staff, id)
  if (gift.status !== 'succeeded') throw conflict('Only a gift that succeeded is acknowledged.')
  await payload.update({
    collection: 'donations',
    id,
    depth: 0,
    overrideAccess: false,
    user: staff,
    data: { acknowledgement: { ...gift.acknowledgement, sent_at: new Date().toISOString(), sent_by: 'post' } },
    context: { auditAction: 'donation.acknowledgement.posted' } satisfies AuditContext,
  })
  return { message: ACKNOWLEDGEMENT_POSTED }
}

/** The letter to print and post (any gift that succeeded, with or without an email); the read is audited. */
export async function acknowledgementPdf(payload: Payload, staff: Staff, id: number): Promise<{ filename: string; bytes: Uint8Array }> {
  const gift = await staffGift(payload, staff, id)
  if (gift.status !== 'succeeded') throw conflict('Only a gift that succeeded is acknowledged.')
  const bytes = await letterPdf(await acknowledgementOf(payload, gift))
  await recordStaffAction(payload, { action: 'donation.acknowledgement.pdf', target: { collection: 'donations', id }, summary: 'read the acknowledgement letter (PDF)' })
  return { filename: acknowledgementFilename(id), bytes }
}
