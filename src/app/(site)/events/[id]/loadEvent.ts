import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/app/payload'
import type { EventDetail } from '@/contracts/events'
import { recordId } from '@/server/domain/ids'
import { findEvent } from '@/server/queries/public'

/** The event, or null for anything the public may not see (drafts, unknown or malformed ids). */
export const loadEvent = cache(async (raw: string): Promise<EventDetail | null> => {
  const id = recordId(raw)
  return id === null ? null : findEvent(getPayloadClient, id)
})
