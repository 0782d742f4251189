import type { CollectionAfterOperationHook } from 'payload'

import { actorOf, recordAudit } from './recordAudit'

/** The `custom` key of a collection holding the public's personal data (donors, attendees, writers). */
export const PERSONAL_DATA = 'personalData'

const READS = ['find', 'findByID', 'findDistinct'] as const

/** How many records (or distinct values) a read handed out. */
function countOf(operation: (typeof READS)[number], result: unknown): number {
  const answer = result as { docs?: unknown[]; values?: unknown[] } | null
  if (operation === 'find') return answer?.docs?.length ?? 0
  if (operation === 'findDistinct') return answer?.values?.length ?? 0
  return answer ? 1 : 0
}

/**
 * A staff member's read of personal data through Payload's REST (/cms/api), recorded like an export:
 * one entry per request, with the count. Only the request's own collection counts (not documents
 * it populates), and /cms's own pages, which read through the Local API, are not requests to it.
 */
export const auditPersonalDataRead: CollectionAfterOperationHook = async ({ collection, operation, req, result }) => {
  if (!(READS as readonly string[]).includes(operation) || req.payloadAPI !== 'REST' || req.routeParams?.collection !== collection.slug) return result
  const actor = actorOf(req)
  if (!actor) return result
  const count = countOf(operation as (typeof READS)[number], result)
  const id = operation === 'findByID' ? (result as { id?: number | string } | null)?.id : undefined
  // Its own transaction: a read has none to join, and the entry stays whatever the answer does.
  await recordAudit(req.payload, { action: 'read', target: { collection: collection.slug, id }, summary: `${count} ${count === 1 ? 'record' : 'records'} through /cms/api` }, { actor })
  return result
}
