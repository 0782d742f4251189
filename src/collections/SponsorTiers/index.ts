import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from '@/access/activeOrAdmin'
import { isAdmin } from '@/access/isAdmin'
import { validateBenefits } from '@/lib/field-validation'

import { revalidateSponsorTiers } from './hooks/revalidateSponsorTiers'

export const SponsorTiers: CollectionConfig = {
  slug: 'sponsor-tiers',
  labels: { singular: 'Sponsor tier', plural: 'Sponsor tiers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'amount_cents', 'is_active', 'sort_order'] },
  defaultSort: 'sort_order',
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [revalidateSponsorTiers],
    afterDelete: [revalidateSponsorTiers],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'amount_cents',
      label: 'Amount (cents)',
      type: 'number',
      required: true,
      min: 0,
      admin: { step: 1 },
    },
    {
      name: 'benefits_json',
      label: 'Benefits',
      type: 'json',
      required: true,
      defaultValue: { benefits: [] },
      validate: validateBenefits,
    },
    { name: 'is_active', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
    { name: 'sort_order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
