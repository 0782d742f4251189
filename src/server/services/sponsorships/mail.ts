import 'server-only'

import type { Payload } from 'payload'

import { renderMail } from '@/email/renderMail'
import { sponsorshipMail } from '@/email/ticketMails'
import { siteTimeZone } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'

import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { unsealLinkToken } from '../links/oneTimeLinks'
import { readOrganization } from '../letters/organization'
import { letterDate, taxParagraph } from '../letters/wording'

/** Mails a paid sponsor their receipt (with the disclosure) and the link to upload their logo (a task of the Jobs Queue). */
export async function mailSponsorship(payload: Payload, { sponsorship: id, sealed }: { sponsorship: number; sealed: string }, job: string | number): Promise<'sent' | 'gone'> {
  const sponsorship = await payload.findByID({ collection: 'sponsorships', id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!sponsorship || sponsorship.status !== 'paid' || typeof sponsorship.tier !== 'object' || !sponsorship.tier) return 'gone'
  const token = unsealLinkToken('sponsor-logo', sealed)
  const [{ name: foundation }, org] = await Promise.all([readFoundation(payload), readOrganization(payload)])
  const timeZone = siteTimeZone()
  const subject = `Your sponsorship: ${sponsorship.tier.name}`
  const words = sponsorshipMail({
    name: sponsorship.contact_name,
    company: sponsorship.company,
    tier: sponsorship.tier.name,
    id: sponsorship.id,
    paidOn: letterDate(sponsorship.paid_at ?? sponsorship.createdAt, timeZone),
    amount_cents: sponsorship.amount_cents,
    value_cents: sponsorship.value_cents ?? 0,
    method: sponsorship.method === 'check' ? 'check' : 'card',
    logoUrl: token ? `${siteUrl()}/sponsors/logo?token=${token}` : null,
    tax: taxParagraph(org, timeZone, 'order'),
    foundation,
  })
  await sendMail(payload, { to: sponsorship.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
