import type { CollectionConfig } from 'payload'

import { approvedOrEditor } from '@/access/approvedOrEditor'
import { isContentEditor, isContentEditorField } from '@/access/isContentEditor'
import { photoFields } from '@/contracts/photo'

import { validateWith } from '../validateWith'
import { IMAGE_VARIANTS, imageUpload } from '../imageUpload'
import { refuseOversizedImage } from './hooks/refuseOversizedImage'
import { revalidateGallery } from './hooks/revalidateGallery'

export const PHOTO_STATUSES = ['pending', 'approved'] as const

/**
 * Visitors' photos. A photo and its files are visible to the public only once staff approve it;
 * rejecting deletes it. Every stored image is re-encoded by sharp, which drops EXIF and GPS data.
 */
export const GalleryPhotos: CollectionConfig = {
  slug: 'gallery-photos',
  labels: { singular: 'Gallery photo', plural: 'Gallery photos' },
  admin: { useAsTitle: 'title', defaultColumns: ['filename', 'title', 'status', 'submitted_at'] },
  defaultSort: '-submitted_at',
  access: { read: approvedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeOperation: [refuseOversizedImage],
    afterChange: [revalidateGallery],
    afterDelete: [revalidateGallery],
  },
  upload: imageUpload('gallery-photos', [IMAGE_VARIANTS.thumbnail, IMAGE_VARIANTS.card, IMAGE_VARIANTS.large]),
  fields: [
    // Every rule is the contract's (src/contracts/photo.ts), for /cms as for /api.
    { name: 'title', type: 'text', required: true, validate: validateWith(photoFields.title) },
    { name: 'description', type: 'textarea', validate: validateWith(photoFields.description) },
    {
      name: 'uploader_name',
      type: 'text',
      required: true,
      validate: validateWith(photoFields.uploader_name),
      access: { read: isContentEditorField },
    },
    { name: 'uploader_email', type: 'email', required: true, validate: validateWith(photoFields.uploader_email), access: { read: isContentEditorField } },
    {
      name: 'submitted_at',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'consent_signed',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      access: { read: isContentEditorField },
      validate: validateWith(photoFields.consent_signed),
    },
    { name: 'consent_ip', type: 'text', admin: { readOnly: true }, access: { read: isContentEditorField } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PHOTO_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
  ],
}
