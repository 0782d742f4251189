import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isFundraiser } from '@/access/isFundraiser'
import { TRIBUTE_KINDS, TRIBUTE_KIND_LABELS } from '@/contracts/donate'
import { tributeFields } from '@/contracts/tributes'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

import { validateWith } from '../validateWith'

const expireTributePages = expireTagsHook(() => [CACHE_TAGS.tributes])

/**
 * A person honoured or remembered by gifts "In honor of" or "In memory of": one page each, made at
 * the first such gift that succeeds (src/server/services/tributes/tributePages.ts), found at
 * /tributes/{slug}. Staff rename, merge, hide it, and add what the family asks for (/admin/tributes).
 * A merged page keeps its address, which leads to the page it was merged into.
 */
export const Tributes: CollectionConfig = {
  slug: 'tributes',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'kind', 'hidden'] },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: isFundraiser, update: isFundraiser, delete: isAdmin },
  hooks: { afterChange: [expireTributePages], afterDelete: [expireTributePages] },
  fields: [
    { name: 'name', type: 'text', required: true, index: true, validate: validateWith(tributeFields.name) },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateWith(tributeFields.slug) },
    { name: 'kind', type: 'select', required: true, defaultValue: 'memory', options: TRIBUTE_KINDS.map((value) => ({ label: TRIBUTE_KIND_LABELS[value], value })) },
    { name: 'born_on', label: 'Born (YYYY-MM-DD)', type: 'text', validate: validateWith(tributeFields.born_on) },
    { name: 'died_on', label: 'Died (YYYY-MM-DD)', type: 'text', validate: validateWith(tributeFields.died_on) },
    // The day donors who asked are reminded of each year (its month and day).
    { name: 'remembrance_on', label: 'Day of remembrance (YYYY-MM-DD)', type: 'text', validate: validateWith(tributeFields.remembrance_on) },
    { name: 'family_word', label: 'A word from the family', type: 'textarea', validate: validateWith(tributeFields.family_word) },
    { name: 'photo', type: 'upload', relationTo: 'campaign-images' },
    // The family agreed to show what was given in the name.
    { name: 'show_total', type: 'checkbox', defaultValue: false },
    { name: 'hidden', type: 'checkbox', defaultValue: false, index: true },
    { name: 'merged_into', type: 'relationship', relationTo: 'tributes', index: true, admin: { readOnly: true } },
  ],
}
