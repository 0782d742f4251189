// Next's cache (pages served from the cache, unstable_cache data) for `next.config.mjs`
// `cacheHandler`, through @fortedigital/nextjs-cache-handler:
//   - with REDIS_URL, every instance reads and writes one Redis, so a change made through one
//     instance (its collection hook expires the tags) shows on the next request to any instance;
//   - without it, each instance keeps its cache in memory, as Next does by default.
// Neither ever serves what `next build` rendered: the build runs without a database (its pages
// hold placeholders, see src/server/queries/buildPhase.ts), so every page is rendered on its first
// request at run time. Entries are keyed by build, so two deployments never share pages.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { PUBLIC_FRESH_SECONDS, RENDERED_WITHOUT_DATA_TAG } from './cache-policy.mjs'

const REDIS_TIMEOUT_MS = 1000
/** Where src/lib/revalidate.ts finds this process's handler (it is bundled apart from this file). */
const EXPIRE_TAGS_NOW = Symbol.for('from-loss-to-light.cache.expireTagsNow')

async function redisHandler(url, buildId) {
  const client = createClient({
    url,
    pingInterval: 10_000,
    // Never let a page wait on a Redis that is gone: commands fail at once and the page renders.
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.error(`Shared cache (Redis) unavailable, pages render without it: ${error.message}`)
    reported = true
  })
  client.on('ready', () => {
    if (reported) console.info('Shared cache (Redis) is back.')
    reported = false
  })
  await connectedWithin(client, REDIS_TIMEOUT_MS)
  return createRedisHandler({ client, keyPrefix: `lll:${buildId ?? 'dev'}:`, timeoutMs: REDIS_TIMEOUT_MS })
}

/**
 * Waits for the first connection, but never longer than REDIS_TIMEOUT_MS: the handler answers
 * "not ready" until the client is connected, so without the wait an instance's first request
 * missed the shared cache (and an expiry made then reached no other instance). A Redis that is
 * not up holds only that first request, by at most the timeout; until it is up, pages render.
 */
async function connectedWithin(client, ms) {
  let timer
  const gaveUp = new Promise((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([client.connect().catch(() => undefined), gaveUp])
  clearTimeout(timer)
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL
  const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
  return {
    handlers: [url && !building ? await redisHandler(url, buildId) : createLruHandler()],
    // A stale entry is served (once, while it is rendered again) for up to five minutes: it covers
    // a short database outage, and staff changes expire entries at once anyway.
    ttl: { defaultStaleAge: PUBLIC_FRESH_SECONDS, estimateExpireAge: (staleAge) => Math.max(staleAge * 2, 300) },
  }
})

/**
 * What is never kept: failures (the database briefly away: the next request tries again, and a
 * stale good copy goes on being served meanwhile), 404s (a stranger's made-up ids must not fill
 * the cache), and pages rendered without their data (src/server/queries/cachedRead.ts, orEmptyList).
 */
function worthKeeping(value, tags) {
  const status = value?.kind === 'APP_ROUTE' || value?.kind === 'APP_PAGE' ? (value.status ?? 200) : 200
  return status < 400 && !tags.includes(RENDERED_WITHOUT_DATA_TAG)
}

/**
 * What this adds to the handler. It files a cached page under the tags Next lists in its
 * `x-next-cache-tags` header, but a cached route handler (our public GETs) under `ctx.tags`, which
 * Next leaves empty for them: the same header is read for both, so a collection hook's expired tag
 * reaches the GETs too. It keeps only what is worth keeping (above). And it lets the app expire tags
 * before it answers (the constructor).
 */
class FoundationCacheHandler extends CacheHandler {
  constructor(context) {
    super(context)
    // Next expires a route's tags only once its answer has been sent (its `waitUntil`), so a staff
    // member's next request to another instance could still get the old page. This lets the app
    // expire them before it answers (src/lib/revalidate.ts); the handler's state is shared by all.
    globalThis[EXPIRE_TAGS_NOW] = (tags) => this.revalidateTag(tags)
  }

  async set(key, value, ctx) {
    const header = value?.kind === 'APP_ROUTE' || value?.kind === 'APP_PAGE' ? value.headers?.['x-next-cache-tags'] : undefined
    const tags = typeof header === 'string' ? header.split(',') : Array.isArray(header) ? header : []
    if (!worthKeeping(value, [...tags, ...(ctx?.tags ?? [])])) return
    return super.set(key, value, tags.length && value.kind === 'APP_ROUTE' ? { ...ctx, tags: [...new Set([...(ctx?.tags ?? []), ...tags])] } : ctx)
  }
}

export default FoundationCacheHandler
