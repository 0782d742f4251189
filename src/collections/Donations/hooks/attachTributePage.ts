import { tributePageFor } from '@/server/services/tributes/tributePages'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

import type { GiftEffect } from './giftEffect'

/**
 * The change that makes a tribute gift succeed (and only it: hooks/giftSucceeded.ts) gives it its
 * honoree's page, made then if it is the first (never by a checkout left unpaid). After every
 * change of a gift on a page that moves it on or off the page (succeeds, is refunded), the pages
 * expire from the cache.
 */
export const markTributePage: NonNullable<GiftEffect['mark']> = async ({ data, originalDoc, req }) => {
  const tribute = { ...originalDoc?.tribute, ...data.tribute }
  if (!tribute.kind || !tribute.honoree_name?.trim() || tribute.page) return data
  return { ...data, tribute: { ...tribute, page: await tributePageFor(req.payload, req, tribute.honoree_name, tribute.kind) } }
}

export const expireTributePage: GiftEffect['start'] = async ({ doc, previousDoc, context }) => {
  if (!doc.tribute?.page) return
  if (doc.status !== previousDoc?.status || doc.tribute.show_amount !== previousDoc?.tribute?.show_amount || doc.is_anonymous !== previousDoc?.is_anonymous) {
    await expireCacheTags([CACHE_TAGS.tributes], context)
  }
}
