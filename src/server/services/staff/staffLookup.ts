import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import { notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'

/**
 * A document as the signed-in staff member sees it, or not-found (the API's 404) with `message`;
 * read in the transaction of `req` when given.
 */
export async function findForStaff<S extends CollectionSlug>(payload: Payload, collection: S, staff: Staff, id: number, message: string, req?: PayloadRequest): Promise<DataFromCollectionSlug<S>> {
  const { docs } = await payload.find({ collection, where: { id: { equals: id } }, limit: 1, overrideAccess: false, user: staff, depth: 0, req })
  const doc = docs[0]
  if (!doc) throw notFound(message)
  return doc as DataFromCollectionSlug<S>
}
