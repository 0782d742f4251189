import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import { extractID } from 'payload/shared'

import { type EditablePage, FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { queueMail } from '@/jobs/queueMail'
import { relationId } from '@/lib/relations'
import { siteUrl } from '@/lib/site-url'
import type { Campaign, Fundraiser } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { invalid, notFound } from '../../domain/errors'
import { linkSubject, subjectRecordId } from '../../domain/oneTimeToken'
import type { UploadedFile } from '../../domain/upload'
import { inTransaction } from '../../transaction'
import { findCampaignBySlug, isOpen } from '../campaigns/campaigns'
import { issueLink, type LinkPurpose, liveLinkExpiries, redeemLink, revokeLinks, sealLinkToken, unsealLinkToken } from '../links/oneTimeLinks'
import { mayMail } from '../mailCap'
import { storeUploadedImage } from '../media/uploadedImages'
import { slugFromName } from './fundraiserNames'

// A supporter's fundraising page: started by anyone on an open campaign, confirmed through a
// one-time emailed link, approved by staff, edited only through another one-time emailed link.
// The links are one-time links (src/server/services/links/oneTimeLinks.ts) of the purposes
// 'fundraiser-confirm' and 'fundraiser-edit' for the page (`fundraiser:<id>`), one live at a time.
// The token travels to the mail job sealed (AES-256-GCM, a key derived from PAYLOAD_SECRET), as
// staff invitations' do (staffInvitations.ts): neither the database nor the job's row opens the page.

export const CONFIRM_LINK_HOURS = 24
export const EDIT_LINK_HOURS = 1

type FundraiserLink = NonNullable<Fundraiser['link_purpose']>
const PURPOSES = { confirm: 'fundraiser-confirm', edit: 'fundraiser-edit' } as const satisfies Record<FundraiserLink, LinkPurpose>
const BOTH: LinkPurpose[] = Object.values(PURPOSES)
const pageSubject = (page: number) => linkSubject('fundraiser', page)

/** A fresh one-time link for the page, in `req`'s transaction (any earlier link stops working): its token sealed for the mail job. */
async function newLink(payload: Payload, page: number, purpose: FundraiserLink, req: PayloadRequest): Promise<string> {
  const hours = purpose === 'confirm' ? CONFIRM_LINK_HOURS : EDIT_LINK_HOURS
  const token = await issueLink(payload, { purpose: PURPOSES[purpose], subject: pageSubject(page), ttlMs: hours * 3_600_000, req, replaces: { keep: 0, purposes: BOTH } })
  return sealLinkToken(PURPOSES[purpose], token)
}

export type StartInput = { campaign: string; name: string; email: string; goal_cents: number; story: string | null; photo?: UploadedFile }

/**
 * Starts a fundraiser on an open campaign: stored `unconfirmed`, with a slug of its own in the
 * campaign, and a one-time confirm link mailed in the same transaction. The answer is the same
 * whatever pages the email already has.
 */
export async function startFundraiser(payload: Payload, input: StartInput): Promise<void> {
  const campaign = await findCampaignBySlug(payload, input.campaign, { published: true })
  if (!campaign) throw notFound(FUNDRAISER_MESSAGES.campaignUnknown)
  if (!isOpen(campaign)) throw invalid({ campaign: FUNDRAISER_MESSAGES.campaignClosed }, FUNDRAISER_MESSAGES.campaignClosed)
  const photo =
    input.photo && input.photo.data.length > 0
      ? await storeUploadedImage(payload, input.photo, { collection: 'campaign-images', data: { alt: `Photo of ${input.name}`, status: 'pending' }, field: 'photo', prefix: 'fundraiser' })
      : null
  try {
    await inTransaction(payload, async ({ req }) => {
      await lockWithinTransaction(payload, req, `fundraiser-slugs:${campaign.id}`)
      const slug = await freeSlug(payload, req, campaign.id, slugFromName(input.name))
      const fundraiser = await payload.create({
        collection: 'fundraisers',
        data: { campaign: campaign.id, slug, name: input.name, email: input.email, goal_cents: input.goal_cents, story: input.story, photo: photo?.id ?? null, status: 'unconfirmed' },
        depth: 0,
        req,
      })
      const sealed = await newLink(payload, fundraiser.id, 'confirm', req)
      // Anyone may type someone else's address: one address gets a few of these mails an hour at most.
      if (await mayMail(payload, 'fundraiser-confirm', input.email, req)) await queueMail(payload, 'mailFundraiserLink', { fundraiser: fundraiser.id, sealed }, req)
    })
  } catch (error) {
    if (photo) await payload.delete({ collection: 'campaign-images', id: photo.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
}

/**
 * Forgets pages never confirmed within their link's lifetime, and their photos (hourly, with the
 * housekeeping): what strangers start and never confirm neither piles up nor keeps a name's slug.
 */
export async function deleteUnconfirmedFundraisers(payload: Payload): Promise<number> {
  const before = new Date(Date.now() - CONFIRM_LINK_HOURS * 3_600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { status: { equals: 'unconfirmed' }, createdAt: { less_than: before } },
    limit: 500,
    depth: 0,
  })
  for (const page of docs) {
    await inTransaction(payload, async ({ req }) => {
      await payload.delete({ collection: 'fundraisers', id: page.id, req })
      await revokeLinks(payload, { subject: pageSubject(page.id), purposes: BOTH, req })
      const photo = relationId(page.photo)
      if (photo) await payload.delete({ collection: 'campaign-images', id: photo, req })
    })
  }
  return docs.length
}

/** `base`, or `base-2`, `base-3`… : the first the campaign has no page with. */
async function freeSlug(payload: Payload, req: PayloadRequest, campaign: number, base: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { campaign: { equals: campaign }, or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }] },
    pagination: false,
    depth: 0,
    select: { slug: true },
    req,
  })
  const taken = new Set(docs.map((doc) => doc.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * The page whose live link of this purpose the token is (found by its hash, never compared). With
 * `use`, inside `req`'s transaction, the link is used up there: of two uses at once, one gets the
 * page; a rollback gives the link back.
 */
async function pageOfLink(payload: Payload, token: string, purpose: FundraiserLink, options: { use: boolean; req?: PayloadRequest }): Promise<Fundraiser | null> {
  const link = await redeemLink(payload, PURPOSES[purpose], token, { consume: options.use, req: options.req })
  const id = link && subjectRecordId('fundraiser', link.subject)
  return id ? payload.findByID({ collection: 'fundraisers', id, depth: 0, disableErrors: true, req: options.req }) : null
}

const linkExpired = () => notFound(FUNDRAISER_MESSAGES.linkExpired)

/** Confirms the supporter's email with the confirm link, once: the page then waits for staff. */
export async function confirmFundraiser(payload: Payload, token: string): Promise<void> {
  await inTransaction(payload, async ({ payload, req }) => {
    const page = await pageOfLink(payload, token, 'confirm', { use: true, req })
    // Thrown, not returned: the transaction rolls back, and the link is not used up.
    if (!page || page.status !== 'unconfirmed') throw linkExpired()
    await payload.update({ collection: 'fundraisers', id: page.id, data: { status: 'pending', email_confirmed_at: new Date().toISOString() }, depth: 0, req })
  })
}

/** The mail job of a one-time link: sends it, unless the page has since used it or been sent a newer one. */
export async function sendFundraiserLink(
  payload: Payload,
  input: { fundraiser: number; sealed: string },
): Promise<{ to: string; purpose: FundraiserLink; link: string; page: Fundraiser; campaign: Campaign | null } | null> {
  // Both purposes' tokens are sealed with the one key of fundraisers' links.
  const token = unsealLinkToken(PURPOSES.confirm, input.sealed)
  const live = token ? await redeemLink(payload, BOTH, token, { consume: false }) : null
  const page = await payload.findByID({ collection: 'fundraisers', id: input.fundraiser, depth: 0, disableErrors: true })
  if (!token || !page || live?.subject !== pageSubject(page.id)) return null
  const purpose: FundraiserLink = live.purpose === PURPOSES.confirm ? 'confirm' : 'edit'
  const campaignId = relationId(page.campaign)
  const campaign = campaignId ? await payload.findByID({ collection: 'campaigns', id: campaignId, depth: 0, disableErrors: true }) : null
  const path = purpose === 'confirm' ? '/fundraisers/confirm' : '/fundraisers/edit'
  return { to: page.email, purpose, link: `${siteUrl()}${path}?token=${token}`, page, campaign }
}

/**
 * Mails a fresh edit link to each confirmed page of this email (in the campaign, or with that
 * slug). Nothing is said of whether there was one: the answer is always the same.
 */
export async function requestEditLinks(payload: Payload, input: { email: string; campaign?: string; fundraiser?: string }): Promise<void> {
  if (!input.campaign && !input.fundraiser) return
  // A stranger who knows a supporter's email can neither flood their inbox nor keep replacing the link they were just sent.
  if (!(await mayMail(payload, 'fundraiser-edit', input.email))) return
  await inTransaction(payload, async ({ payload, req }) => {
    const campaign = input.campaign ? await findCampaignBySlug(payload, input.campaign, { published: true, req }) : null
    if (input.campaign && !campaign) return
    const { docs } = await payload.find({
      collection: 'fundraisers',
      where: {
        email: { equals: input.email },
        status: { in: ['pending', 'approved'] },
        ...(campaign && { campaign: { equals: campaign.id } }),
        ...(input.fundraiser && { slug: { equals: input.fundraiser } }),
      },
      limit: 5,
      depth: 0,
      req,
    })
    for (const page of docs) {
      // A link mailed less than a minute ago stands: asking again and again floods no inbox.
      await lockWithinTransaction(payload, req, `fundraiser-links:${page.id}`)
      const [newest] = await liveLinkExpiries(payload, pageSubject(page.id), [PURPOSES.edit], req)
      if (newest && newest.getTime() > Date.now() + (EDIT_LINK_HOURS * 60 - 1) * 60_000) continue
      const sealed = await newLink(payload, page.id, 'edit', req)
      await queueMail(payload, 'mailFundraiserLink', { fundraiser: page.id, sealed }, req)
    }
  })
}

export async function readEditablePage(payload: Payload, token: string): Promise<EditablePage | null> {
  const page = await pageOfLink(payload, token, 'edit', { use: false })
  if (!page) return null
  const campaign = await payload.findByID({ collection: 'campaigns', id: extractID(page.campaign), depth: 0, disableErrors: true })
  return {
    name: page.name,
    goal_cents: page.goal_cents,
    story: page.story ?? null,
    has_photo: Boolean(page.photo),
    status: page.status,
    campaign_title: campaign?.title ?? '',
    public_url: campaign && page.status === 'approved' ? `/campaigns/${campaign.slug}/${page.slug}` : null,
  }
}

export type EditInput = { token: string; name: string; goal_cents: number; story: string | null; remove_photo?: boolean }

/**
 * Saves the page with its edit link, which the save uses up. A new goal, or a photo taken away,
 * keeps an approved page public; new words (name or story) send it back to staff, who approved
 * the words and not the person. Answers whether the page awaits review again.
 */
export async function saveEditedPage(payload: Payload, input: EditInput): Promise<{ message: string }> {
  return inTransaction(payload, async ({ payload, req }) => {
    const page = await pageOfLink(payload, input.token, 'edit', { use: true, req })
    // Thrown, not returned: the transaction rolls back, and the link is not used up.
    if (!page || (page.status !== 'pending' && page.status !== 'approved')) throw linkExpired()
    const wordsChanged = page.name !== input.name || (page.story ?? null) !== (input.story ?? null)
    const backToReview = page.status === 'approved' && wordsChanged
    const photo = relationId(page.photo)
    await payload.update({
      collection: 'fundraisers',
      id: page.id,
      data: {
        name: input.name,
        goal_cents: input.goal_cents,
        story: input.story,
        ...(input.remove_photo && { photo: null }),
        ...(backToReview && { status: 'pending' as const, approved_at: null }),
      },
      depth: 0,
      req,
    })
    if (input.remove_photo && photo) await payload.delete({ collection: 'campaign-images', id: photo, depth: 0, req })
    return { message: backToReview ? FUNDRAISER_MESSAGES.savedForReview : FUNDRAISER_MESSAGES.saved }
  })
}
