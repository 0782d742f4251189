import 'server-only'

import type { Payload } from 'payload'
import { extractID } from 'payload/shared'

import { fundraiserGift, fundraiserLink } from '@/email/fundraiserMails'
import { renderMail } from '@/email/renderMail'
import { formatDollars } from '@/lib/money'
import { relationId } from '@/lib/relations'
import { siteUrl } from '@/lib/site-url'

import { raisedFor } from '../../data/campaigns'
import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { CONFIRM_LINK_HOURS, EDIT_LINK_HOURS, sendFundraiserLink } from './fundraiserLinks'
import { donorFirstName } from './fundraiserNames'

// The mails of a supporter's fundraising page (their words: src/email/fundraiserMails.ts).

/**
 * Tells a supporter of a confirmed gift on their fundraiser: who (first name, or "Someone"), how
 * much, and their page's new total. Nothing is sent for a gift that is no longer succeeded or a
 * page that is gone.
 */
export async function mailFundraiserGift(payload: Payload, donation: number, job: number | string): Promise<string> {
  const gift = await payload.findByID({ collection: 'donations', id: donation, depth: 0, disableErrors: true })
  if (!gift || gift.status !== 'succeeded') return 'not a confirmed gift'
  const fundraiserId = relationId(gift.fundraiser)
  const page = fundraiserId ? await payload.findByID({ collection: 'fundraisers', id: fundraiserId, depth: 0, disableErrors: true }) : null
  if (!page || page.status === 'unconfirmed' || page.status === 'rejected') return 'no fundraiser to tell'
  const campaign = await payload.findByID({ collection: 'campaigns', id: extractID(page.campaign), depth: 0, disableErrors: true })
  const total = await raisedFor(payload, { fundraiser: page.id })
  const pageUrl = campaign && page.status === 'approved' ? `${siteUrl()}/campaigns/${campaign.slug}/${page.slug}` : null
  const { name: foundation } = await readFoundation(payload)
  const words = fundraiserGift({
    foundation,
    supporter: page.name,
    giver: donorFirstName(gift),
    amount: formatDollars(gift.amount_cents),
    campaign: campaign?.title ?? null,
    raised: formatDollars(total.raised_cents),
    goal: formatDollars(page.goal_cents),
    donorCount: total.donor_count,
    pageUrl,
  })
  const subject = `${donorFirstName(gift)} gave to your fundraiser`
  await sendMail(payload, { to: page.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** Mails a supporter their one-time link, to confirm their email or to edit their page; nothing when a newer link replaced it. */
export async function mailFundraiserLink(payload: Payload, input: { fundraiser: number; sealed: string }, job: number | string): Promise<string> {
  const found = await sendFundraiserLink(payload, input)
  if (!found) return 'superseded'
  const { to, purpose, link, page, campaign } = found
  const { name: foundation } = await readFoundation(payload)
  const words = fundraiserLink({ foundation, purpose, supporter: page.name, campaign: campaign?.title ?? null, link, hours: purpose === 'confirm' ? CONFIRM_LINK_HOURS : EDIT_LINK_HOURS })
  const subject = purpose === 'confirm' ? 'Confirm your fundraising page' : 'Edit your fundraising page'
  await sendMail(payload, { to, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
