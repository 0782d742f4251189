import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/relations'
import type { ScholarshipFile } from '@/payload-types'

/** A review copy deleted (replaced, retention, /cms) takes its original with it, in the same transaction. */
export const deleteOriginal: CollectionAfterDeleteHook<ScholarshipFile> = async ({ doc, req }) => {
  const original = relationId(doc.original)
  if (original === null) return
  // By a query, so an original already gone is no error.
  await req.payload.delete({ collection: 'scholarship-files', where: { id: { equals: original } }, overrideAccess: true, req })
}
