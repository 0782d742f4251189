import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'
import { donorNoteBodySchema } from '@/contracts/donors'

import { validateWith } from '../validateWith'

/** Who wrote the note: the staff member of the request that creates it. */
const signNote: CollectionBeforeChangeHook = ({ data, operation, req }) => (operation === 'create' ? { ...data, by: (req.user as { email?: string } | null)?.email ?? 'system' } : data)

/** Staff notes on a donor (plain text, shown as text); a note is never edited, only added. */
export const DonorNotes: CollectionConfig = {
  slug: 'donor-notes',
  custom: { personalData: true },
  labels: { singular: 'Donor note', plural: 'Donor notes' },
  admin: { useAsTitle: 'text', defaultColumns: ['createdAt', 'donor', 'by', 'text'] },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [signNote] },
  access: { read: isFundraiser, create: isFundraiser, update: nobody, delete: isAdmin },
  fields: [
    { name: 'donor', type: 'relationship', relationTo: 'donors', required: true, index: true },
    { name: 'text', type: 'textarea', required: true, validate: validateWith(donorNoteBodySchema.shape.text) },
    { name: 'by', type: 'text', admin: { readOnly: true } },
  ],
}
