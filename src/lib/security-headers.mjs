// The security headers of every response, built with nosecone (a maintained header library).
// Plain ESM so that next.config.mjs (static policy, fixed at build time), src/proxy.ts (per-request
// nonce policy) and scripts/server.mjs (answers Next never sees) share one definition.
import nosecone, { defaults } from 'nosecone'

/** Stripe.js and the Payment Element are the only third-party code the site runs. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
}

/** The CDN that serves approved photos from the bucket (MEDIA_PUBLIC_URL, with S3_BUCKET), if any. */
function mediaOrigins() {
  if (!process.env.S3_BUCKET?.trim() || !process.env.MEDIA_PUBLIC_URL?.trim()) return []
  try {
    return [new URL(process.env.MEDIA_PUBLIC_URL.trim()).origin]
  } catch {
    return [] // src/lib/media-storage.ts refuses to start with it
  }
}

/** What a page may load, apart from scripts (those differ between the two policies). */
const baseDirectives = () => ({
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  connectSrc: ["'self'", ...STRIPE.connect],
  frameSrc: STRIPE.frame,
  imgSrc: ["'self'", 'blob:', 'data:', ...STRIPE.img, ...mediaOrigins()],
  fontSrc: ["'self'", 'data:'],
  // Next.js, Payload's admin and the Payment Element set inline styles; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
})

const devEval = () => (process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : [])

/**
 * For pages that may be served from a cache (public pages, /cms, /api, error pages): the same
 * document goes to every visitor, so it cannot carry a per-request nonce, and the hashes of Next's
 * inline bootstrap scripts change with every page's content. Scripts may come from this origin,
 * Stripe, or be inline (Next's bootstrap); nothing a visitor sends is ever rendered as markup.
 */
export const staticScriptSrc = () => ["'self'", "'unsafe-inline'", ...STRIPE.script, ...devEval()]

/**
 * For pages rendered per request anyway (/admin, /donate with its thank-you view): only scripts
 * carrying this request's nonce, and what they load ('strict-dynamic': Next's chunks, Stripe.js).
 * 'self' and Stripe's hosts are ignored by CSP3 browsers and serve older ones.
 */
export const nonceScriptSrc = (nonce) => [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...STRIPE.script, ...devEval()]

/** Browser features the site never uses are switched off; payment only for us and Stripe. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ')

/**
 * The staff area's documents may use the camera of this origin: the door's phones scan tickets'
 * QR codes (/admin/events/{id}/check-in). The whole of /admin, because a policy is the first
 * document's: a staff member who signs in and goes to the door by a link keeps /admin's.
 */
export const STAFF_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')

/** @param {string[]} scriptSrc */
function build(scriptSrc) {
  const headers = nosecone({
    ...defaults,
    contentSecurityPolicy: { directives: { ...baseDirectives(), scriptSrc } },
    // require-corp would stop Stripe's frames from loading.
    crossOriginEmbedderPolicy: false,
    // Wallet and 3-D Secure flows may open a window that must still talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: ['strict-origin-when-cross-origin'] },
    // Two years; browsers ignore it on plain HTTP, so it is safe to send on every response.
    strictTransportSecurity: { maxAge: 2 * 365 * 24 * 60 * 60, includeSubDomains: true, preload: false },
    xFrameOptions: { action: 'deny' },
  })
  headers.set('Permissions-Policy', PERMISSIONS_POLICY)
  return headers
}

/** @type {Headers | undefined} */
let staticHeaders
/** The headers with the cacheable CSP: the same for every response, so built once. */
const cacheable = () => (staticHeaders ??= build(staticScriptSrc()))

/** Every header except the CSP, for next.config's `headers()` on every path. */
export const commonSecurityHeaders = () => [...cacheable()].filter(([key]) => key !== 'content-security-policy').map(([key, value]) => ({ key, value }))

/** The per-request CSP for `nonce`. */
export const nonceContentSecurityPolicy = (nonce) => build(nonceScriptSrc(nonce)).get('content-security-policy') ?? ''

/** Every header, static CSP included, for answers written outside Next (scripts/server.mjs). */
export const allSecurityHeaders = () => Object.fromEntries(cacheable())

/**
 * What a script, style or font file needs of them: HTTPS only, no sniffing, same-origin loads.
 * The rest (the CSP, Permissions-Policy, framing, opener) governs documents: sent on each of Next's
 * static files it was 1.65 KB of nothing (scripts/server.mjs leaves it off their answers).
 */
export const STATIC_FILE_HEADERS = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy']
