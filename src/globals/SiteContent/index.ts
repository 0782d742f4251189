import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor } from '@/access/isContentEditor'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

import { SITE_CONTENT_DEFAULTS as D } from './defaults'

/** The words of the site that staff may change without a developer. */
export const SiteContent: GlobalConfig = {
  slug: 'site-content',
  label: 'Site content',
  access: { read: anyone, update: isContentEditor },
  hooks: {
    afterChange: [
      async ({ doc, context }) => {
        await expireCacheTags([CACHE_TAGS.siteContent], context)
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Foundation',
          fields: [
            { name: 'foundation_name', type: 'text', required: true, defaultValue: D.foundation_name },
            { name: 'acronym', type: 'text', required: true, maxLength: 12, defaultValue: D.acronym },
            { name: 'tagline', type: 'text', required: true, defaultValue: D.tagline },
            { name: 'mission', type: 'textarea', required: true, defaultValue: D.mission },
            { name: 'vision', type: 'textarea', required: true, defaultValue: D.vision },
            {
              name: 'remember_intro',
              label: 'Remembrance wall introduction',
              type: 'textarea',
              required: true,
              defaultValue: D.remember_intro,
              admin: { description: 'The words at the top of /remember. A blank line starts a new paragraph.' },
            },
            {
              name: 'core_values',
              type: 'array',
              defaultValue: D.core_values,
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'description', type: 'textarea', required: true },
              ],
            },
            { name: 'biography', type: 'richText', defaultValue: D.biography },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'contact',
              type: 'group',
              fields: [
                { name: 'phone', type: 'text', defaultValue: D.contact.phone },
                { name: 'email', type: 'email', defaultValue: D.contact.email },
                // Kept for the stored data only (dropping it would take a migration): the foundation's one
                // mailing address is the Organization global's (src/server/services/foundation.ts).
                { name: 'address', type: 'textarea', defaultValue: D.contact.address, admin: { hidden: true } },
              ],
            },
            {
              name: 'social',
              type: 'group',
              fields: [
                { name: 'facebook', type: 'text', defaultValue: D.social.facebook },
                { name: 'instagram', type: 'text', defaultValue: D.social.instagram },
              ],
            },
          ],
        },
        {
          label: 'Legal',
          fields: [
            { name: 'privacy_policy', type: 'richText', defaultValue: D.privacy_policy },
            { name: 'donation_terms', type: 'richText', defaultValue: D.donation_terms },
          ],
        },
      ],
    },
  ],
}
