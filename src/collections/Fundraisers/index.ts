import type { CollectionConfig } from 'payload'

import { isFundraiser, isFundraiserField } from '@/access/isFundraiser'
import { fundraiserFields } from '@/contracts/fundraisers'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

import { validateWith } from '../validateWith'

/**
 * unconfirmed: the supporter has not yet followed the emailed link; pending: confirmed, waiting
 * for staff; approved: public; rejected: staff declined it (kept, never shown).
 */
export const FUNDRAISER_STATUSES = ['unconfirmed', 'pending', 'approved', 'rejected'] as const
export const FUNDRAISER_LINK_PURPOSES = ['confirm', 'edit'] as const

const hidden = { read: isFundraiserField, update: () => false, create: () => false }

const revalidateFundraiser = expireTagsHook((doc) => {
  const campaign = (doc as { campaign?: number | { id: number } | null }).campaign
  const id = typeof campaign === 'object' && campaign ? campaign.id : campaign
  return id ? [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(id)] : [CACHE_TAGS.campaigns]
})

/**
 * A supporter's own fundraising page within a campaign (peer to peer). Nothing of it is public
 * until the supporter confirmed their email and staff approved it; only the supporter (through a
 * one-time emailed link) and staff change it. Names and story are plain text.
 */
export const Fundraisers: CollectionConfig = {
  slug: 'fundraisers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'campaign', 'goal_cents', 'status'] },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: isFundraiser, update: isFundraiser, delete: isFundraiser },
  hooks: { afterChange: [revalidateFundraiser], afterDelete: [revalidateFundraiser] },
  indexes: [{ fields: ['campaign', 'slug'], unique: true }],
  fields: [
    { name: 'campaign', type: 'relationship', relationTo: 'campaigns', required: true, index: true },
    { name: 'slug', type: 'text', required: true, index: true },
    { name: 'name', type: 'text', required: true, validate: validateWith(fundraiserFields.name) },
    { name: 'email', type: 'text', required: true, index: true, validate: validateWith(fundraiserFields.email) },
    { name: 'goal_cents', label: 'Personal goal (cents)', type: 'number', required: true, min: 100, validate: validateWith(fundraiserFields.goal_cents) },
    { name: 'story', type: 'textarea', validate: validateWith(fundraiserFields.story) },
    { name: 'photo', type: 'upload', relationTo: 'campaign-images' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unconfirmed',
      index: true,
      options: FUNDRAISER_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'email_confirmed_at', type: 'date', admin: { readOnly: true } },
    { name: 'approved_at', type: 'date', admin: { readOnly: true } },
    // The one live emailed link (confirm or edit): its SHA-256, purpose and expiry; used once.
    { name: 'link_token_hash', type: 'text', index: true, access: hidden, admin: { hidden: true } },
    { name: 'link_purpose', type: 'select', options: [...FUNDRAISER_LINK_PURPOSES], access: hidden, admin: { hidden: true } },
    { name: 'link_expires_at', type: 'date', access: hidden, admin: { hidden: true } },
  ],
}
