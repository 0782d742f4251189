import type { CollectionConfig } from 'payload'

import { activeOrEditor } from '@/access/activeOrEditor'
import { isContentEditor } from '@/access/isContentEditor'
import { NO_BENEFITS, sponsorTierFields } from '@/contracts/sponsors'

import { validateWith } from '../validateWith'

import { keepTierWithSponsors } from './hooks/keepTierWithSponsors'
import { revalidateSponsorTiers } from './hooks/revalidateSponsorTiers'

export const SponsorTiers: CollectionConfig = {
  slug: 'sponsor-tiers',
  labels: { singular: 'Sponsor tier', plural: 'Sponsor tiers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'amount_cents', 'is_active', 'sort_order'] },
  defaultSort: 'sort_order',
  access: { read: activeOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeDelete: [keepTierWithSponsors],
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
    // How many can be sold (empty: no limit); counted with the sponsorships paid or being paid.
    { name: 'quantity', type: 'number', validate: validateWith(sponsorTierFields.quantity), admin: { step: 1 } },
    // The fair market value of the benefits (a table at the gala): the receipt's disclosure.
    { name: 'value_cents', label: 'Fair market value (cents)', type: 'number', defaultValue: 0, validate: validateWith(sponsorTierFields.value_cents), admin: { step: 1 } },
    { name: 'purchasable', label: 'Sold online ("Become a sponsor")', type: 'checkbox', defaultValue: false },
    { name: 'sort_order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
