import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { siteUrl } from '@/lib/site-url'

const TTL_SECONDS = 60 * 60

const signature = (id: number, variant: string, expires: number) =>
  createHmac('sha256', `media:${process.env.PAYLOAD_SECRET ?? ''}`).update(`${id}:${variant}:${expires}`).digest('base64url')

/**
 * A short-lived URL to a photo that is not public yet, for staff screens whose <img> cannot send a
 * bearer token. Only someone who was handed the URL (by an authenticated list) can open it.
 * Absolute (SITE_URL), so a staff client on another origin can show it.
 */
export function signedPhotoUrl(id: number, variant: 'thumbnail' | 'large' | 'original'): string {
  const expires = Math.floor(Date.now() / 1000) + TTL_SECONDS
  return `${siteUrl()}/api/gallery/admin/${id}/image?variant=${variant}&expires=${expires}&signature=${signature(id, variant, expires)}`
}

/** The answer to a link that is forged, malformed or past its time. */
export const SIGNED_LINK_REFUSED = 'This image link has expired.'

export function verifyPhotoSignature(id: number, variant: string, expires: string, given: string): boolean {
  const when = Number(expires)
  if (!Number.isInteger(when) || when < Date.now() / 1000) return false
  const expected = Buffer.from(signature(id, variant, when))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

const scopedSignature = (scope: string, id: number, expires: number) =>
  createHmac('sha256', `${scope}:${process.env.PAYLOAD_SECRET ?? ''}`).update(`${id}:${expires}`).digest('base64url')

/**
 * A short-lived signed link to one record's photo (pending or not) at `path`, for a staff screen:
 * `scope` keeps each kind's signatures apart (a fundraiser's cannot open a remembrance's).
 */
export function signedRecordPhotoUrl(scope: string, id: number, path: string): string {
  const expires = Math.floor(Date.now() / 1000) + TTL_SECONDS
  return `${siteUrl()}${path}?expires=${expires}&signature=${scopedSignature(scope, id, expires)}`
}

export function verifyRecordPhotoSignature(scope: string, id: number, expires: number, given: string): boolean {
  if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false
  const expected = Buffer.from(scopedSignature(scope, id, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
