import 'server-only'

import { unstable_cache } from 'next/cache'

import { PUBLIC_FRESH_SECONDS, RENDERED_WITHOUT_DATA_TAG } from '@/lib/cache-policy.mjs'
import { log } from '@/lib/log'

import { isBuildPhase } from './buildPhase'

// What a public read means for the cache, in one place: how it is kept (cachedRead), and what a
// read that fails means for the page that asked (orWithout, orEmptyList). Payload's website
// template has the same wrapper (getCachedDocument, getCachedGlobal).

export type CachedReadOptions<B> = {
  /** The cache key's parts (unique to each read: every read shares this one wrapper). */
  key: string[]
  /** What expires it at once: the collection hooks call `revalidateTag` with these. None: time alone. */
  tags?: string[]
  /** Seconds it is kept before time alone refreshes it; PUBLIC_FRESH_SECONDS unless told. */
  revalidate?: number
  /** What `next build` gets, which renders the public pages without a database (buildPhase.ts). */
  atBuild: B
  /**
   * A read of one thing by its address (an id, a slug) that may find nothing: a miss (null or
   * undefined) is answered as null and not kept, so made-up addresses never fill the cache and a
   * thing published later shows at once. Without it, whatever the read returns is kept.
   */
  nullable?: boolean
}

/** Thrown inside the cached function for a miss: what a cached function throws is not kept. */
class NotKept extends Error {}

/**
 * A public read through Next's cache (the cache handler: memory, or Redis for every instance).
 *
 * - At build (`next build`): `atBuild`, without asking for Payload (the read is never called).
 * - A hit: the kept value; Payload is asked for only on a miss (hence a `PayloadSource`).
 * - A read that returns: kept for `revalidate` seconds or until one of its `tags` expires, except
 *   a null/undefined one with `nullable`, which is answered null and not kept.
 * - A read that fails: its error goes to the caller and nothing is kept (the next request tries
 *   again). A page that can do without it says so with `orWithout`/`orEmptyList`, which also keep
 *   the page itself out of every cache.
 */
export function cachedRead<T, B>(read: () => Promise<T>, options: CachedReadOptions<B> & { nullable: true }): Promise<NonNullable<T> | null | B>
export function cachedRead<T, B>(read: () => Promise<T>, options: CachedReadOptions<B>): Promise<T | B>
export async function cachedRead<T, B>(read: () => Promise<T>, { key, tags, revalidate = PUBLIC_FRESH_SECONDS, atBuild, nullable = false }: CachedReadOptions<B>): Promise<T | B | null> {
  if (isBuildPhase()) return atBuild
  const cached = unstable_cache(
    async () => {
      const value = await read()
      if (nullable && value == null) throw new NotKept()
      return value
    },
    key,
    { revalidate, ...(tags ? { tags } : {}) },
  )
  try {
    return await cached()
  } catch (error) {
    if (error instanceof NotKept) return null
    throw error
  }
}

/** Marks the page being rendered as rendered without some of its data: it is never kept. */
const markRenderedWithoutData = unstable_cache(async () => true, ['rendered-without-data'], {
  revalidate: 1,
  tags: [RENDERED_WITHOUT_DATA_TAG],
})

/**
 * Spec: a list that fails to load is logged and shown as empty, with no message to the visitor.
 * That page is neither cached nor kept by a CDN: the next visitor gets a fresh try, and a good
 * copy already in the cache goes on being served while it is rendered again.
 */
export async function orEmptyList<T>(list: Promise<T[]>, what: string): Promise<T[]> {
  return orWithout(list, [], what)
}

/** The same for any part of a page that can be left out (the home page's candle count). */
export async function orWithout<T, F>(read: Promise<T>, fallback: F, what: string): Promise<T | F> {
  try {
    return await read
  } catch (error) {
    log.error({ err: error }, `Could not load ${what}`)
    await markRenderedWithoutData()
    return fallback
  }
}
