import type { CollectionConfig } from 'payload'

import { activeOrEditor } from '@/access/activeOrEditor'
import { isContentEditor } from '@/access/isContentEditor'
import { NO_BENEFITS, sponsorTierFields } from '@/contracts/sponsors'

import { validateWith } from '../validateWith'

import { revalidateSponsorTiers } from './hooks/revalidateSponsorTiers'

export const SponsorTiers: CollectionConfig = {
  slug: 'sponsor-tiers',
  labels: { singular: 'Sponsor tier', plural: 'Sponsor tiers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'amount_cents', 'is_active', 'sort_order'] },
  defaultSort: 'sort_order',
  access: { read: activeOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    afterChange: [revalidateSponsorTiers],
    afterDelete: [revalidateSponsorTiers],
  },
  fields: [
    // Every rule is the contract's (src/contracts/sponsors.ts), for /cms as for /api.
    { name: 'name', type: 'text', required: true, validate: validateWith(sponsorTierFields.name) },
    {
      name: 'amount_cents',
      label: 'Amount (cents)',
      type: 'number',
      required: true,
      validate: validateWith(sponsorTierFields.amount_cents),
      admin: { step: 1 },
    },
    {
      name: 'benefits_json',
      label: 'Benefits',
      type: 'json',
      required: true,
      defaultValue: NO_BENEFITS,
      validate: validateWith(sponsorTierFields.benefits_json),
    },
    { name: 'is_active', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
    { name: 'sort_order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
