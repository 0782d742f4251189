import { revalidateTag } from 'next/cache'

import { CACHE_TAGS } from './cache-tags'

/**
 * Expires the given cache tags so public pages show a change at once.
 * Outside a Next.js server (seed script, CLI, tests through the Local API) there is no cache to
 * expire and Next throws an invariant error; that case alone is ignored.
 */
export function expireCacheTags(tags: string[], context: { disableRevalidate?: unknown } = {}): void {
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!isOutsideNextServer(error)) throw error
    }
  }
}

function isOutsideNextServer(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /static generation store|incrementalCache|Invariant/i.test(message)
}

type ChangedDoc = { doc: { id: number | string }; context: { disableRevalidate?: unknown } }

/** A collection hook, for after a change or a delete, that expires the tags a document touches. */
export const expireTagsHook =
  (tagsOf: (doc: { id: number | string }) => string[]) =>
  <Args extends ChangedDoc>({ doc, context }: Args): Args['doc'] => {
    expireCacheTags(tagsOf(doc), context)
    return doc
  }

/**
 * Every public page and GET rendered afresh on its next request, on every instance: for changes
 * made outside the app (a restored backup, SQL, a script through the Local API), which no
 * collection hook of this server saw. Event pages carry the `events` tag too, campaign and
 * fundraiser pages the `campaigns` tag.
 */
export function expirePublicCache(): void {
  expireCacheTags([CACHE_TAGS.events, CACHE_TAGS.gallery, CACHE_TAGS.sponsors, CACHE_TAGS.siteContent, CACHE_TAGS.campaigns])
}
