import 'server-only'

import type { Payload, Where } from 'payload'
import type * as z from 'zod/mini'

import type { AdminCampaign, adminCampaignSchema } from '@/contracts/campaigns'
import { isUniqueViolation } from '@/lib/postgres'
import { relationId } from '@/lib/relations'
import type { Campaign } from '@/payload-types'

import { raisedByIds, raisedFor, type Raised } from '../../data/campaigns'
import { invalid } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import type { UploadedFile } from '../../domain/upload'
import { campaignImageUrl } from '../../media'
import { storeUploadedImage } from '../media/uploadedImages'
import { findForStaff } from '../staff/staffLookup'
import { storyParagraphs, storyToLexical } from './story'

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
    payload,
    'campaign',
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
