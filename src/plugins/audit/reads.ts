import type { CollectionAfterOperationHook, PayloadRequest } from 'payload'

import { actorOf, recordAudit } from './recordAudit'

/** The `custom` key of a collection holding the public's personal data (donors, attendees, writers). */
export const PERSONAL_DATA = 'personalData'

const READS = ['find', 'findByID', 'findDistinct'] as const
type Read = (typeof READS)[number]

/** How many records (or distinct values) a read handed out. */
function countOf(operation: Read, result: unknown): number {
  const answer = result as { docs?: unknown[]; values?: unknown[] } | null
  if (operation === 'find') return answer?.docs?.length ?? 0
  if (operation === 'findDistinct') return answer?.values?.length ?? 0
  return answer ? 1 : 0
}

/** Where a request notes the personal data its read populated (`?depth=1`), by collection: the records' count. */
const POPULATED = 'auditPopulatedPersonalData'
const populatedOf = (req: PayloadRequest): Record<string, number> => {
  const context = req.context as Record<string, unknown>
  context[POPULATED] ??= {}
  return context[POPULATED] as Record<string, number>
}

const isRestRead = (operation: string, req: PayloadRequest): operation is Read => (READS as readonly string[]).includes(operation) && req.payloadAPI === 'REST'

/**
 * A staff member's read through Payload's REST (/cms/api), recorded like an export: one entry per
 * request, with the count. A collection of personal data (`custom.personalData`) has every read
 * recorded; any other has the reads that populate personal data (a round's recipients'
 * applications at `?depth=1`), with what they populated. Populating runs the populated
 * collection's own find on the same request: it notes what it handed out, and the request's own
 * collection records the entry. /cms's own pages read through the Local API: not requests to it.
 */
export const auditRead =
  (personalData: boolean): CollectionAfterOperationHook =>
  async ({ collection, operation, req, result }) => {
    if (!isRestRead(operation, req)) return result
    const count = countOf(operation, result)
    if (req.routeParams?.collection !== collection.slug) {
      if (personalData && count > 0) populatedOf(req)[collection.slug] = (populatedOf(req)[collection.slug] ?? 0) + count
      return result
    }
    // A collection of personal data says only its own count, as it always has.
    const populated = personalData ? [] : Object.entries(populatedOf(req))
    if (!personalData && populated.length === 0) return result
    const actor = actorOf(req)
    if (!actor) return result
    const id = operation === 'findByID' ? (result as { id?: number | string } | null)?.id : undefined
    const summary = `${count} ${count === 1 ? 'record' : 'records'} through /cms/api${populated.length ? ` (with ${populated.map(([slug, n]) => `${n} ${slug}`).join(', ')})` : ''}`
    // Its own transaction: a read has none to join, and the entry stays whatever the answer does.
    await recordAudit(req.payload, { action: 'read', target: { collection: collection.slug, id }, summary }, { actor })
    return result
  }
