import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { isFundraiser, isFundraiserField } from '@/access/isFundraiser'
import { fundraiserFields } from '@/contracts/fundraisers'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relations'
import { expireCacheTags } from '@/lib/revalidate'
import type { Fundraiser } from '@/payload-types'

import { validateWith } from '../validateWith'

/**
 * unconfirmed: the supporter has not yet followed the emailed link; pending: confirmed, waiting
 * for staff; approved: public; rejected: staff declined it (kept, never shown).
 */
export const FUNDRAISER_STATUSES = ['unconfirmed', 'pending', 'approved', 'rejected'] as const
export const FUNDRAISER_LINK_PURPOSES = ['confirm', 'edit'] as const

const hidden = { read: isFundraiserField, update: () => false, create: () => false }

const campaignTagsOf = (doc: Fundraiser): string[] => {
  const id = relationId(doc.campaign)
  return id ? [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(id)] : [CACHE_TAGS.campaigns]
}

/** What the public sees of an approved page: a change to anything else (a link, a pending page) expires nothing. */
const PUBLIC_FIELDS = ['name', 'slug', 'story', 'goal_cents', 'photo', 'campaign'] as const satisfies readonly (keyof Fundraiser)[]

/**
 * A campaign's pages are expired only when what they show changes: a page enters or leaves public
 * view, or an approved page's words, goal or photo change. Strangers start pages and ask for links
 * at will; those never empty the cache.
 */
const revalidateFundraiser: CollectionAfterChangeHook<Fundraiser> = async ({ doc, previousDoc, context }) => {
  const shown = doc.status === 'approved'
  const wasShown = previousDoc?.status === 'approved'
  const changed = shown !== wasShown || (shown && PUBLIC_FIELDS.some((field) => JSON.stringify(doc[field]) !== JSON.stringify(previousDoc?.[field])))
  if (changed) await expireCacheTags(campaignTagsOf(doc), context)
  return doc
}

const revalidateDeletedFundraiser: CollectionAfterDeleteHook<Fundraiser> = async ({ doc, context }) => {
  if (doc.status === 'approved') await expireCacheTags(campaignTagsOf(doc), context)
  return doc
}

/**
 * A supporter's own fundraising page within a campaign (peer to peer). Nothing of it is public
 * until the supporter confirmed their email and staff approved it; only the supporter (through a
 * one-time emailed link) and staff change it. Names and story are plain text.
 */
export const Fundraisers: CollectionConfig = {
  slug: 'fundraisers',
  // Reads through /cms/api are recorded in the audit trail, like exports (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'campaign', 'goal_cents', 'status'] },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: isFundraiser, update: isFundraiser, delete: isFundraiser },
  hooks: { afterChange: [revalidateFundraiser], afterDelete: [revalidateDeletedFundraiser] },
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
    // Unused since migration 20261128_150000_one_time_links, which moved the live links to `one_time_links`
    // (src/server/services/links/oneTimeLinks.ts) and emptied these columns.
    { name: 'link_token_hash', type: 'text', index: true, access: hidden, admin: { hidden: true } },
    { name: 'link_purpose', type: 'select', options: [...FUNDRAISER_LINK_PURPOSES], access: hidden, admin: { hidden: true } },
    { name: 'link_expires_at', type: 'date', access: hidden, admin: { hidden: true } },
  ],
}
