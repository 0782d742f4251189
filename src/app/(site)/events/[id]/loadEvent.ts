import 'server-only'

import { cache } from 'react'

import type { EventDetail } from '@/contracts/events'
import { ApiError } from '@/server/http/errors'
import { parseId } from '@/server/http/params'
import { findEvent } from '@/server/queries/public'

/** The event, or null for anything the public may not see (drafts, unknown or malformed ids). */
export const loadEvent = cache(async (raw: string): Promise<EventDetail | null> => {
  let id: number
  try {
    id = parseId(raw)
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
  return findEvent(id)
})
