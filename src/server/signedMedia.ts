import 'server-only'

import { siteUrl } from '@/lib/site-url'

import { sign, verify } from './secrets'

/** How long a signed link opens its file. */
export const SIGNED_LINK_SECONDS = 60 * 60

/** The answer to a link that is forged, malformed or past its time. */
export const SIGNED_LINK_REFUSED = 'This image link has expired.'

/**
 * What a link's signature covers: its path and every query parameter but the signature, sorted by
 * name (a parameter given twice counts twice), so moving a signature to another id, another kind
 * of record or another variant changes what is signed.
 */
function signedText(path: string, query: URLSearchParams): string {
  const entries = [...query].filter(([name]) => name !== 'signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${path}?${new URLSearchParams(entries).toString()}`
}

/** Signed under the `signed-link` key (src/server/secrets.ts), derived from PAYLOAD_SECRET for this use alone. */
const signatureOf = (path: string, query: URLSearchParams) => sign('signed-link', signedText(path, query))

/**
 * A short-lived link to a file that is not public (a pending photo), for staff screens whose
 * <img> cannot send a bearer token: whoever was handed it (by an authenticated list) can open it
 * until `expires`. `path` is the endpoint's, ids filled in; `query` its other parameters. Absolute
 * (SITE_URL), so a staff client on another origin can show it. serve() checks it
 * (verifySignedLink) before a `signed-link` endpoint's handler runs.
 */
export function signedLink(path: `/api/${string}`, query: Record<string, string> = {}, expires = Math.floor(Date.now() / 1000) + SIGNED_LINK_SECONDS): string {
  const params = new URLSearchParams({ ...query, expires: String(expires) })
  params.set('signature', signatureOf(path, params))
  return `${siteUrl()}${path}?${params.toString()}`
}

/** Whether the request's URL is a link signedLink made, unchanged and not past its time. */
export function verifySignedLink(url: URL): boolean {
  const given = url.searchParams.get('signature')
  const expires = url.searchParams.get('expires')
  if (!given || !expires || !/^\d+$/.test(expires) || Number(expires) < Date.now() / 1000) return false
  return verify('signed-link', signedText(url.pathname, url.searchParams), given)
}
