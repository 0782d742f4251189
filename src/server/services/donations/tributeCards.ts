import 'server-only'

import { render } from '@react-email/render'
import type { Payload } from 'payload'
import { createElement } from 'react'

import { TRIBUTE_KIND_LABELS } from '@/contracts/donate'
import { FAMILY_LINK_WORDS, TributeCard, type TributeCardContent } from '@/email/TributeCard'
import { foldHeader } from '@/lib/logText'
import { formatDollars } from '@/lib/money'
import { relationId } from '@/lib/relations'
import { siteUrl } from '@/lib/site-url'
import type { Donation } from '@/payload-types'

import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { familyLink } from '../tributes/family'

/** Who gave, as the card names them: the donor's name, unless they asked not to be named. */
export const ANONYMOUS_GIVER = 'A friend of the foundation'

/** A name of one line (the contract holds them to one; a row edited in /cms may not be). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What the card says of a confirmed tribute gift; null when there is no one to tell. */
export function tributeCardContent(gift: Donation, foundation: string, site: string, familyUrl: string | null = null): (TributeCardContent & { to: string; subject: string }) | null {
  const tribute = gift.tribute
  if (!tribute?.kind || !tribute.honoree_name || !tribute.notify_email) return null
  const giver = !gift.is_anonymous && gift.donor_name ? oneLine(gift.donor_name) : ANONYMOUS_GIVER
  const honoree = oneLine(tribute.honoree_name)
  const kindLabel = TRIBUTE_KIND_LABELS[tribute.kind]
  const inWhoseName = `${kindLabel.toLowerCase()} ${honoree}`
  // The gift itself (never the fee the donor covered), and only when the donor asked it be shown.
  const what = tribute.show_amount ? `a ${gift.is_recurring ? 'monthly ' : ''}gift of ${formatDollars(gift.amount_cents)}` : 'a gift'
  const message = tribute.message?.trim() || null
  return {
    to: tribute.notify_email,
    subject: foldHeader(`A gift ${inWhoseName}`),
    foundation,
    siteUrl: site,
    greeting: tribute.notify_name ? `Dear ${oneLine(tribute.notify_name)},` : 'Hello,',
    kindLabel,
    honoree,
    lead: `${giver} has made ${what} to ${foundation} ${inWhoseName}.`,
    messageFrom: message ? `${giver === ANONYMOUS_GIVER ? 'They' : giver} wrote:` : null,
    message,
    familyUrl,
  }
}

/** The card's plain-text part: the same words, as typed. */
const cardText = (card: TributeCardContent): string =>
  [
    card.greeting,
    '',
    card.lead,
    '',
    ...(card.message ? [card.messageFrom ?? '', '', card.message, ''] : []),
    ...(card.familyUrl ? [FAMILY_LINK_WORDS, card.familyUrl, ''] : []),
    'With gratitude,',
    card.foundation,
    card.siteUrl,
  ].join('\n')

/**
 * Mails the tribute card of a confirmed gift to the person the donor named (a task of the Jobs
 * Queue, queued once with the change that confirmed the gift: src/collections/Donations/hooks/
 * queueTributeCard.ts): an HTML card in the site's colours with a plain-text part. A gift no
 * longer succeeded when the mail goes (refunded at once, say) sends no card.
 */
export async function mailTributeCard(payload: Payload, donationId: number, job: number | string): Promise<'sent' | 'gone' | 'not-succeeded'> {
  const gift = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, disableErrors: true })
  if (!gift) return 'gone'
  if (gift.status !== 'succeeded') return 'not-succeeded'
  const pageId = relationId(gift.tribute?.page)
  const page = pageId ? await payload.findByID({ collection: 'tributes', id: pageId, depth: 0, disableErrors: true }) : null
  const familyUrl = page && gift.tribute?.notify_email ? familyLink(page, gift.tribute.notify_email) : null
  const card = tributeCardContent(gift, oneLine((await readFoundation(payload)).name), siteUrl(), familyUrl)
  if (!card) return 'gone'
  const { to, subject, ...words } = card
  const html = await render(createElement(TributeCard, words))
  await sendMail(payload, { to, subject, text: cardText(words), html }, job)
  return 'sent'
}
