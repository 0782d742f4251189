// Why is this page fresh? What a CDN, a shared proxy or a browser may keep, and the whole way from
// a change to a browser, read from here:
//   1. A public page or GET is ISR: `export const revalidate = PUBLIC_FRESH_SECONDS` on the route
//      (src/app/(site)/layout.tsx, src/app/api/{events,gallery,sponsors}/…/route.ts), its data
//      read through `unstable_cache` with tags (cachedRead, src/server/queries/cachedRead.ts).
//   2. Next keeps it in the cache handler (src/lib/cache-handler.mjs): in memory, or in Redis
//      shared by every instance; never the copy `next build` rendered (src/server/queries/buildPhase.ts).
//   3. A change made in the app expires the tags it touches at once (the collections' hooks,
//      src/lib/revalidate.ts): the next request renders afresh. Time alone refreshes a copy older
//      than PUBLIC_FRESH_SECONDS (served once more while it renders), and a change made outside
//      the app shows after `POST /api/admin/cache/purge`.
//   4. The answer leaves through the production server (scripts/server.mjs), which settles its
//      headers with `cacheControlFor` below: a browser asks again every time, a CDN keeps it
//      PUBLIC_FRESH_SECONDS (+ as long again stale). Everything personal is never kept.
// The one rewrite (next.config.mjs): GET /api/gallery with ?skip=/?limit= goes to
// /api/gallery/window, read per request.
/** Seconds a public page or public GET is fresh: in Next's cache, and in a CDN in front. */
export const PUBLIC_FRESH_SECONDS = 30

/**
 * A CDN may keep a public answer 30 s and then serve it at most 30 s more while it fetches a new
 * one: a change shows everywhere within a minute. A browser asks again every time: `max-age=0`
 * alone is not enough, since Chromium applies `stale-while-revalidate` to its own cache (and to
 * `fetch()`), serving the old answer for 30 s more; `must-revalidate` is what turns that off.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_FRESH_SECONDS}, stale-while-revalidate=${PUBLIC_FRESH_SECONDS}`

/**
 * The same for CDNs alone (RFC 9213 `CDN-Cache-Control`: Cloudflare, Fastly, Akamai read it
 * instead of Cache-Control), where serving the stale copy while fetching a new one is wanted.
 */
export const CDN_CACHE_CONTROL = `public, max-age=${PUBLIC_FRESH_SECONDS}, stale-while-revalidate=${PUBLIC_FRESH_SECONDS}`

/** The cache tag of a page rendered without some of its data (a list that failed to load). */
export const RENDERED_WITHOUT_DATA_TAG = 'rendered-without-data'

/** Anything personal: the staff area and API, checkout, a donor's thank-you view. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * The header a response leaves with, from the one Next gave it. Next marks what it serves from
 * its cache (ISR pages) with `s-maxage`; a page rendered per request with `private … no-store`.
 * A page or API answer with no word of its own is treated as personal, and an error (4xx, 5xx)
 * is never kept anywhere.
 * @param {string | undefined} nextValue
 * @param {string} path
 * @param {number} status
 * @returns {string | undefined} undefined: leave Next's header (static files, images)
 */
export function cacheControlFor(nextValue, path, status) {
  // A failure, and a 404 (a made-up id must not hide a just-published event in a CDN), is never kept.
  if (status >= 400) return nextValue === PRIVATE_CACHE_CONTROL ? undefined : PRIVATE_CACHE_CONTROL
  const sMaxAge = /^s-maxage=(\d+)/.exec(nextValue ?? '')?.[1]
  // Shorter than usual: a page rendered without its data, which no CDN may keep either.
  if (sMaxAge) return Number(sMaxAge) < PUBLIC_FRESH_SECONDS ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL
  if (nextValue === PUBLIC_CACHE_CONTROL || nextValue === PRIVATE_CACHE_CONTROL) return undefined
  if (nextValue?.includes('no-store')) return PRIVATE_CACHE_CONTROL
  if (!nextValue && !path.startsWith('/_next/')) return PRIVATE_CACHE_CONTROL
  return undefined
}
