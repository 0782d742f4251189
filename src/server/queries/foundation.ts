import 'server-only'

import { ORGANIZATION_DEFAULTS } from '@/globals/Organization/defaults'
import { SITE_CONTENT_DEFAULTS } from '@/globals/SiteContent/defaults'
import { CACHE_TAGS } from '@/lib/cache-tags'

import type { PayloadSource } from '../payload'
import { type Foundation, readFoundation } from '../services/foundation'
import { cachedRead } from './cachedRead'

/** The foundation's identity for the pages, cached until staff change either global (their hooks). */
export function getFoundation(payloadSource: PayloadSource): Promise<Foundation> {
  return cachedRead(async (): Promise<Foundation> => readFoundation(await payloadSource()), {
    key: ['foundation'],
    tags: [CACHE_TAGS.siteContent, CACHE_TAGS.organization],
    atBuild: {
      name: SITE_CONTENT_DEFAULTS.foundation_name,
      legalName: ORGANIZATION_DEFAULTS.legal_name,
      mailingAddress: ORGANIZATION_DEFAULTS.mailing_address,
      signer: { name: ORGANIZATION_DEFAULTS.signer_name, title: ORGANIZATION_DEFAULTS.signer_title },
    },
  })
}
