import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { mediaRoot } from '@/lib/paths'
import { STORED_MAX_EDGE } from '@/server/services/photoImage'

import { refuseOversizedImage } from '../GalleryPhotos/hooks/refuseOversizedImage'

export const CAMPAIGN_IMAGE_STATUSES = ['pending', 'approved'] as const

const webp = { format: 'webp', options: { quality: 80 } } as const

/**
 * Campaign covers (staff's, approved at once) and supporters' fundraiser photos (pending until
 * staff approve the page). The gallery's hardening: decode budget, re-encoding by sharp (no EXIF).
 */
export const CampaignImages: CollectionConfig = {
  slug: 'campaign-images',
  labels: { singular: 'Campaign image', plural: 'Campaign images' },
  admin: { useAsTitle: 'alt' },
  access: {
    read: (args) => (isFundraiser(args) ? true : { status: { equals: 'approved' } }),
    create: isFundraiser,
    update: isFundraiser,
    delete: isFundraiser,
  },
  hooks: { beforeOperation: [refuseOversizedImage] },
  upload: {
    staticDir: path.join(mediaRoot(), 'campaigns'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    resizeOptions: { width: STORED_MAX_EDGE, height: STORED_MAX_EDGE, fit: 'inside', withoutEnlargement: true },
    imageSizes: [
      { name: 'card', width: 960, withoutEnlargement: true, formatOptions: webp },
      { name: 'large', width: 1920, withoutEnlargement: true, formatOptions: webp },
    ],
    adminThumbnail: 'card',
    focalPoint: false,
    crop: false,
  },
  fields: [
    { name: 'alt', label: 'Description (for screen readers)', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      // A cover staff upload is shown at once; a supporter's photo (created without a user) waits for review.
      defaultValue: ({ user }: { user?: unknown }) => (user ? 'approved' : 'pending'),
      index: true,
      options: CAMPAIGN_IMAGE_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
  ],
}
