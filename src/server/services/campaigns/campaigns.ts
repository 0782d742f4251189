import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'
import type * as z from 'zod/mini'

import type { AdminCampaign, CampaignDetail, CampaignSummary, RecentGift, adminCampaignSchema } from '@/contracts/campaigns'
import { RECENT_GIFTS } from '@/contracts/campaigns'
import { isUniqueViolation } from '@/lib/postgres'
import { relationId } from '@/lib/relations'
import type { Campaign } from '@/payload-types'

import { raisedByIds, raisedFor, recentGiftsFor, type Raised, type RecentGiftRow } from '../../data/campaigns'
import { invalid, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import type { UploadedFile } from '../../domain/upload'
import { campaignImageUrl } from '../../media'
import { storeUploadedImage } from '../media/uploadedImages'
import { findForStaff } from '../staff/staffLookup'

const DAY_MS = 24 * 60 * 60 * 1000

// The story: plain text paragraphs for the staff API and the pages, Lexical JSON in the
// collection (so /cms edits it as rich text). Only paragraphs of plain text are written; any
// formatting added in /cms is read back as its text.

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }
type Story = NonNullable<Campaign['story']>

/** Plain text (a blank line between paragraphs) → Lexical paragraphs. */
export function storyToLexical(text: string | null): Story | null {
  const paragraphs = paragraphsOf(text ?? '')
  if (!paragraphs.length) return null
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: paragraph.split('\n').flatMap((line, index) => [
          ...(index ? [{ type: 'linebreak', version: 1 }] : []),
          ...(line ? [{ type: 'text', version: 1, text: line, format: 0, detail: 0, mode: 'normal', style: '' }] : []),
        ]),
      })),
    },
  }
}

const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** The text of a Lexical node: its text nodes, line breaks as new lines. */
function textOf(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? (node.children as LexicalNode[]).map(textOf).join('') : ''
}

/** Lexical → the story's paragraphs, plain text. */
export function storyParagraphs(story: Campaign['story']): string[] {
  const blocks = story?.root?.children
  if (!Array.isArray(blocks)) return []
  return (blocks as LexicalNode[]).map((block) => textOf(block).trim()).filter(Boolean)
}

// Public

/** Whole days left until `endsAt` (0 on the last day and after). */
export const daysLeft = (endsAt: string, now = Date.now()): number => Math.max(0, Math.floor((Date.parse(endsAt) - now) / DAY_MS))

/** Running now: started and not ended, published or not. */
export const isRunning = (c: Pick<Campaign, 'starts_at' | 'ends_at'>, now = Date.now()): boolean => Date.parse(c.starts_at) <= now && now < Date.parse(c.ends_at)

/** Open: takes gifts and new fundraisers now, being published and running. */
export const isOpen = (c: Pick<Campaign, 'is_published' | 'starts_at' | 'ends_at'>, now = Date.now()): boolean => Boolean(c.is_published) && isRunning(c, now)

/** What the public may see of campaigns, said one way (the collection's read access says the same to a visitor in /cms). */
const PUBLISHED: Where = { is_published: { equals: true } }

/**
 * A campaign by its slug, or null: the one read of a campaign by slug. `published` reads what the
 * public may see (open, not yet open, or ended); otherwise any campaign (staff recording a check).
 */
export async function findCampaignBySlug(payload: Payload, slug: string, options: { published: boolean; depth?: 0 | 1; req?: PayloadRequest }): Promise<Campaign | null> {
  const where: Where = options.published ? { and: [PUBLISHED, { slug: { equals: slug } }] } : { slug: { equals: slug } }
  const { docs } = await payload.find({ collection: 'campaigns', overrideAccess: true, where, limit: 1, depth: options.depth ?? 0, req: options.req })
  return docs[0] ?? null
}

const toSummary = (c: Campaign, raised: Raised): CampaignSummary => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  goal_cents: c.goal_cents,
  raised_cents: raised.raised_cents,
  donor_count: raised.donor_count,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  days_left: daysLeft(c.ends_at),
  cover: campaignImageUrl(c.cover),
})

/** "Maria G." from "Maria Gonzalez"; "Anonymous" when the donor asked, or gave no name. */
export function publicName(donorName: string | null, isAnonymous: boolean | null): string {
  const words = (donorName ?? '').trim().split(/\s+/).filter(Boolean)
  if (isAnonymous || !words.length) return 'Anonymous'
  const [first, ...rest] = words
  const last = rest.at(-1)
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first!
}

const toRecentGift = (row: RecentGiftRow): RecentGift => ({
  name: publicName(row.donor_name, row.is_anonymous),
  amount_cents: Number(row.kept_cents),
  at: new Date(row.at).toISOString(),
})

/** Published campaigns open now, the one ending soonest first, with their totals. */
export async function listOpenCampaigns(payload: Payload): Promise<CampaignSummary[]> {
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'campaigns',
    where: { and: [PUBLISHED, { starts_at: { less_than_equal: now } }, { ends_at: { greater_than: now } }] },
    sort: 'ends_at',
    pagination: false,
    depth: 1,
  })
  const totals = await raisedByIds(
    payload, 'campaign',
    docs.map((c) => c.id),
  )
  return docs.map((c) => toSummary(c, totals.get(c.id) ?? { raised_cents: 0, donor_count: 0 }))
}

/** A published campaign (open, or not yet, or ended), with its totals and newest gifts; or null. */
export async function findPublicCampaign(payload: Payload, slug: string): Promise<CampaignDetail | null> {
  const campaign = await findCampaignBySlug(payload, slug, { published: true, depth: 1 })
  if (!campaign) return null
  const [raised, gifts] = await Promise.all([raisedFor(payload, { campaign: campaign.id }), recentGiftsFor(payload, { campaign: campaign.id }, RECENT_GIFTS)])
  return { ...toSummary(campaign, raised), story: storyParagraphs(campaign.story), recent_gifts: gifts.map(toRecentGift) }
}

export const campaignNotFound = () => notFound("Sorry, we couldn't find that campaign.")

// Gifts: what a gift is towards is read in giftTarget.ts.

export const NO_SUCH_CAMPAIGN = 'No campaign has this slug'

/** Any campaign's id by its slug (staff record a check for one, open or not), or the field's 422. */
export async function campaignIdBySlug(payload: Payload, slug: string): Promise<number> {
  const campaign = await findCampaignBySlug(payload, slug, { published: false })
  if (!campaign) throw invalid({ campaign: NO_SUCH_CAMPAIGN })
  return campaign.id
}

// Staff

type CampaignData = z.output<typeof adminCampaignSchema>

const toAdmin = (c: Campaign, raised: Raised): AdminCampaign => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  story: storyParagraphs(c.story).join('\n\n') || null,
  goal_cents: c.goal_cents,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  is_published: Boolean(c.is_published),
  cover: campaignImageUrl(c.cover),
  raised_cents: raised.raised_cents,
  donor_count: raised.donor_count,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
})

const toStored = ({ story, ...data }: CampaignData) => ({ ...data, story: storyToLexical(story) })

export const SLUG_TAKEN = 'Another campaign already has this slug'

/** A slug clash is the field's 422, whether found first or by the unique index. */
async function refusingTakenSlug<T>(payload: Payload, slug: string, exceptId: number | null, write: () => Promise<T>): Promise<T> {
  const where: Where = exceptId ? { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] } : { slug: { equals: slug } }
  if ((await payload.count({ collection: 'campaigns', where, overrideAccess: true })).totalDocs) throw invalid({ slug: SLUG_TAKEN })
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ slug: SLUG_TAKEN })
    throw error
  }
}

export async function listAllCampaigns(payload: Payload, staff: Staff): Promise<AdminCampaign[]> {
  const { docs } = await payload.find({ collection: 'campaigns', overrideAccess: false, user: staff, sort: '-ends_at', pagination: false, depth: 1 })
  const totals = await raisedByIds(
    payload, 'campaign',
    docs.map((c) => c.id),
  )
  return docs.map((c) => toAdmin(c, totals.get(c.id) ?? { raised_cents: 0, donor_count: 0 }))
}

export async function createCampaign(payload: Payload, staff: Staff, data: CampaignData): Promise<AdminCampaign> {
  const campaign = await refusingTakenSlug(payload, data.slug, null, () => payload.create({ collection: 'campaigns', data: toStored(data), overrideAccess: false, user: staff, depth: 1 }))
  return toAdmin(campaign, { raised_cents: 0, donor_count: 0 })
}

export async function updateCampaign(payload: Payload, staff: Staff, id: number, data: CampaignData): Promise<AdminCampaign> {
  await findCampaignForStaff(payload, staff, id)
  const campaign = await refusingTakenSlug(payload, data.slug, id, () => payload.update({ collection: 'campaigns', id, data: toStored(data), overrideAccess: false, user: staff, depth: 1 }))
  return toAdmin(campaign, await raisedFor(payload, { campaign: id }))
}

/**
 * Deletes a campaign without gifts, and its supporters' pages; one with gifts is kept. Both are the
 * collection's keepCampaignWithGifts, which /cms deletes meet too: its 409 reaches the answer as it is.
 */
export async function deleteCampaign(payload: Payload, staff: Staff, id: number): Promise<void> {
  await findCampaignForStaff(payload, staff, id)
  await payload.delete({ collection: 'campaigns', id, overrideAccess: false, user: staff })
}

/**
 * A new cover, through the gallery's checks and shown at once (a staff upload); the old cover's
 * image is deleted once the campaign points at the new one.
 */
export async function setCampaignCover(payload: Payload, staff: Staff, id: number, file: UploadedFile): Promise<AdminCampaign> {
  const campaign = await findCampaignForStaff(payload, staff, id)
  const image = await storeUploadedImage(payload, file, { collection: 'campaign-images', data: { alt: `Cover of ${campaign.title}`, status: 'approved' }, field: 'cover', prefix: 'cover' })
  return replaceCover(payload, staff, campaign, image.id)
}

export async function removeCampaignCover(payload: Payload, staff: Staff, id: number): Promise<AdminCampaign> {
  return replaceCover(payload, staff, await findCampaignForStaff(payload, staff, id), null)
}

async function replaceCover(payload: Payload, staff: Staff, campaign: Campaign, cover: number | null): Promise<AdminCampaign> {
  const old = relationId(campaign.cover)
  let saved: Campaign
  try {
    saved = await payload.update({ collection: 'campaigns', id: campaign.id, data: { cover }, overrideAccess: false, user: staff, depth: 1 })
  } catch (error) {
    if (cover) await payload.delete({ collection: 'campaign-images', id: cover, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  if (old && old !== cover) await payload.delete({ collection: 'campaign-images', id: old, overrideAccess: true }).catch(() => undefined)
  return toAdmin(saved, await raisedFor(payload, { campaign: campaign.id }))
}

const findCampaignForStaff = (payload: Payload, staff: Staff, id: number) => findForStaff(payload, 'campaigns', staff, id, 'That campaign does not exist.')
