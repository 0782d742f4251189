import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getEvent as findPublishedEvent } from '@/server/queries/public'

import { getEvent } from './endpoint'

// Served from Next's cache like the public pages: each event on its first request.
export const revalidate = 30

export function generateStaticParams(): { id: string }[] {
  return []
}

export const GET = serve(getEvent, async ({ params }) => findPublishedEvent(getPayloadClient, params.id))
