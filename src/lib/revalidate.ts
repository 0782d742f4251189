import { revalidateTag } from 'next/cache'

import { PUBLIC_LIST_TAGS } from './cache-tags'
import { log } from './log'

type ExpireTagsNow = (tags: string[]) => Promise<void>
/** Set by the cache handler (src/lib/cache-handler.mjs) in a Next server; absent elsewhere. */
const EXPIRE_TAGS_NOW = Symbol.for('from-loss-to-light.cache.expireTagsNow')

/**
 * Expires the given cache tags so public pages show a change at once, on every instance.
 *
 * Next's `revalidateTag` only queues the expiry until the answer has been sent, so the handler is
 * also asked directly and awaited: when staff see "saved", no instance serves the old page. Both
 * run: Next's queued one comes after the change is committed, which covers a page another instance
 * rendered in between. Outside a Next server (seed script, CLI, tests through the Local API) there
 * is no cache to expire and Next throws an invariant error; that case alone is ignored.
 */
export async function expireCacheTags(tags: string[], context: { disableRevalidate?: unknown } = {}): Promise<void> {
  if (context.disableRevalidate || tags.length === 0) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!isOutsideNextServer(error)) throw error
    }
  }
  const expireNow = (globalThis as { [EXPIRE_TAGS_NOW]?: ExpireTagsNow })[EXPIRE_TAGS_NOW]
  // A cache that cannot be reached (Redis away) must not fail the change: pages render without it.
  await expireNow?.(tags).catch((error: unknown) => log.error({ err: error }, `Could not expire ${tags.join(', ')} at once`))
}

function isOutsideNextServer(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /static generation store|incrementalCache|Invariant/i.test(message)
}

type ChangedDoc = { doc: { id: number | string }; context: { disableRevalidate?: unknown } }

/** A collection hook, for after a change or a delete, that expires the tags a document touches. */
export const expireTagsHook =
  (tagsOf: (doc: { id: number | string }) => string[]) =>
  async <Args extends ChangedDoc>({ doc, context }: Args): Promise<Args['doc']> => {
    await expireCacheTags(tagsOf(doc), context)
    return doc
  }

/**
 * Every public page and GET rendered afresh on its next request, on every instance: for changes
 * made outside the app (a restored backup, SQL, a script through the Local API), which no
 * collection hook of this server saw. Every list tag of src/lib/cache-tags.ts: event pages carry
 * the `events` tag too, campaign and fundraiser pages the `campaigns` tag.
 */
export function expirePublicCache(): Promise<void> {
  return expireCacheTags([...PUBLIC_LIST_TAGS])
}
