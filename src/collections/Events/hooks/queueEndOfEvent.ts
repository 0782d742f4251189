import type { CollectionAfterChangeHook } from 'payload'

import type { Event } from '@/payload-types'

/** A second after the end: a page rendered in the last instant before it has been stored by then. */
const AFTER_END_MS = 1000

const endOf = (event: Pick<Event, 'start_at' | 'end_at'> | undefined): number => (event ? Date.parse(event.end_at ?? event.start_at) : Number.NaN)

/**
 * A published event leaves /events and GET /api/events when it ends (an event with no end, when it
 * starts). Nobody changes anything then, so nothing would expire the cached lists but time (up to
 * PUBLIC_FRESH_SECONDS): a job queued for that moment expires them (src/jobs/tasks/eventTasks.ts).
 * Queued with the change that sets the moment, in its transaction; an event moved again gets a job
 * for its new moment, and a job for a moment that no longer holds expires the lists harmlessly.
 */
export const queueEndOfEvent: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, req, context }) => {
  if (context.disableRevalidate || !doc.is_published) return doc
  const ends = endOf(doc)
  if (!(ends > Date.now()) || (previousDoc?.is_published && endOf(previousDoc) === ends)) return doc
  await req.payload.jobs.queue({ task: 'refreshEndedEvent', input: { event: doc.id }, waitUntil: new Date(ends + AFTER_END_MS), req })
  return doc
}
