import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relations'
import { expireCacheTags } from '@/lib/revalidate'
import type { Remembrance } from '@/payload-types'

/**
 * The first publication stamps `published_at` (the wall's order and date). Hidden says by whom:
 * reports (the report endpoint passes `context.hiddenBy`) or staff; any other status clears it.
 */
export const markPublication: CollectionBeforeChangeHook<Remembrance> = ({ data, originalDoc, context }) => {
  const status = data.status ?? originalDoc?.status
  const next = { ...data }
  if (status === 'published' && !(data.published_at ?? originalDoc?.published_at)) next.published_at = new Date().toISOString()
  if (status === 'hidden' && originalDoc?.status !== 'hidden') next.hidden_by = context.hiddenBy === 'reports' ? 'reports' : 'staff'
  if (status !== 'hidden') next.hidden_by = null
  return next
}

/**
 * In the change's transaction: the photo is public exactly while the remembrance is; the writer is
 * told once, at the first publication; the wall's pages are expired when what the public sees changed.
 */
export const afterPublicationChange: CollectionAfterChangeHook<Remembrance> = async ({ doc, previousDoc, req, context }) => {
  const photo = relationId(doc.photo)
  const wasPublic = previousDoc?.status === 'published'
  const isPublic = doc.status === 'published'
  if (photo && (isPublic !== wasPublic || relationId(previousDoc?.photo) !== photo)) {
    await req.payload.update({ collection: 'remembrance-photos', id: photo, data: { status: isPublic ? 'approved' : 'pending' }, overrideAccess: true, depth: 0, req })
  }
  // A photo taken off (or replaced) in /cms is no longer the public's, whatever the remembrance is.
  const previousPhoto = relationId(previousDoc?.photo)
  if (previousPhoto && previousPhoto !== photo) {
    await req.payload.update({ collection: 'remembrance-photos', id: previousPhoto, data: { status: 'pending' }, overrideAccess: true, depth: 0, req }).catch(unlessNotFound)
  }
  if (isPublic && !previousDoc?.published_at) await queueMail(req.payload, 'mailRemembrancePublished', { remembrance: doc.id }, req)
  if (isPublic || wasPublic) await expireCacheTags([CACHE_TAGS.remembrances], context)
  return doc
}

/** A deleted remembrance takes its photo with it; the wall forgets it at once if it was public. */
export const afterRemembranceDelete: CollectionAfterDeleteHook<Remembrance> = async ({ doc, req, context }) => {
  const photo = relationId(doc.photo)
  // Already gone is fine; any other failure undoes the delete rather than leave a public photo behind.
  if (photo) await req.payload.delete({ collection: 'remembrance-photos', id: photo, overrideAccess: true, req }).catch(unlessNotFound)
  if (doc.status === 'published') await expireCacheTags([CACHE_TAGS.remembrances], context)
  return doc
}

function unlessNotFound(error: unknown): void {
  if ((error as { status?: number })?.status !== 404) throw error
}
