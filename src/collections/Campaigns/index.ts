import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { publishedOrFundraiser } from '@/access/publishedOrFundraiser'
import { CAMPAIGN_DATES, campaignFields } from '@/contracts/campaigns'

import { dateRangeFields } from '../dateRange'
import { validateWith } from '../validateWith'

import { keepCampaignWithGifts } from './hooks/keepCampaignWithGifts'
import { revalidateCampaign } from './hooks/revalidateCampaign'

/**
 * A fundraising campaign: a goal, dates and a story that gifts are made towards. Money raised is
 * never stored here; it is counted from the gifts (src/server/data/donations.ts, MONEY_KEPT).
 */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'goal_cents', 'ends_at', 'is_published'] },
  defaultSort: 'ends_at',
  access: { read: publishedOrFundraiser, create: isFundraiser, update: isFundraiser, delete: isFundraiser },
  hooks: { beforeDelete: [keepCampaignWithGifts], afterChange: [revalidateCampaign], afterDelete: [revalidateCampaign] },
  fields: [
    // The staff API's rules (src/contracts/campaigns.ts), for /cms too.
    { name: 'title', type: 'text', required: true, validate: validateWith(campaignFields.title) },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateWith(campaignFields.slug) },
    { name: 'story', type: 'richText' },
    { name: 'goal_cents', label: 'Goal (cents)', type: 'number', required: true, validate: validateWith(campaignFields.goal_cents), admin: { step: 1 } },
    ...dateRangeFields(CAMPAIGN_DATES, { endRequired: true, labels: { start: 'Starts', end: 'Ends' } }),
    { name: 'cover', type: 'upload', relationTo: 'campaign-images' },
    { name: 'is_published', label: 'Publish campaign', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
