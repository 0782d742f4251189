import 'server-only'

import { cache } from 'react'

import type { EventDetail } from '@/contracts/events'
import { ApiError } from '@/server/http/errors'
import { getEvent } from '@/server/queries/public'

/** The event, or null for anything the public may not see (drafts, unknown or malformed ids). */
export const loadEvent = cache(async (raw: string): Promise<EventDetail | null> => {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  try {
    return await getEvent(Number(raw))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
})
