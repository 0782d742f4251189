import type { TaskConfig } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

import { SCHEDULED_RETRIES } from '../retries'

/**
 * Queued for the moment an event ends (src/collections/Events/hooks/queueEndOfEvent.ts): the
 * event lists and its page render afresh, so it leaves them then. In a separate worker process
 * (JOBS_AUTORUN=false) no cache is at hand and time alone refreshes them, as before.
 */
export const refreshEndedEvent: TaskConfig<'refreshEndedEvent'> = {
  slug: 'refreshEndedEvent',
  label: 'Take an ended event off the event lists',
  retries: SCHEDULED_RETRIES,
  inputSchema: [{ name: 'event', type: 'number', required: true }],
  handler: async ({ input }) => {
    await expireCacheTags([CACHE_TAGS.events, CACHE_TAGS.event(input.event)])
    return { output: {} }
  },
}
