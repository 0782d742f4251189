import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'

import { IMAGE_VARIANTS, imageUpload } from '../imageUpload'
import { refuseOversizedImage } from '../GalleryPhotos/hooks/refuseOversizedImage'

export const CAMPAIGN_IMAGE_STATUSES = ['pending', 'approved'] as const

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
  upload: imageUpload('campaign-images', [IMAGE_VARIANTS.card, IMAGE_VARIANTS.large]),
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
