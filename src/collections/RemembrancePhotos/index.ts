import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/access/isContentEditor'

import { IMAGE_VARIANTS, imageUpload } from '../imageUpload'
import { refuseOversizedImage } from '../GalleryPhotos/hooks/refuseOversizedImage'

export const REMEMBRANCE_PHOTO_STATUSES = ['pending', 'approved'] as const

/**
 * The photo left with a remembrance: unknown to the public (its files too) until staff publish
 * the remembrance, and again while it is hidden. The gallery's hardening: decode budget, content
 * sniffed, re-encoded by sharp (no EXIF or GPS).
 */
export const RemembrancePhotos: CollectionConfig = {
  slug: 'remembrance-photos',
  labels: { singular: 'Remembrance photo', plural: 'Remembrance photos' },
  admin: { useAsTitle: 'alt', group: 'Remembrance wall' },
  access: {
    read: (args) => (isContentEditor(args) ? true : { status: { equals: 'approved' } }),
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: { beforeOperation: [refuseOversizedImage] },
  upload: imageUpload('remembrance-photos', [IMAGE_VARIANTS.card]),
  fields: [
    { name: 'alt', label: 'Description (for screen readers)', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REMEMBRANCE_PHOTO_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
