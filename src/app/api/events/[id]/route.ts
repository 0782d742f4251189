import { getEventEndpoint } from '@/contracts/events'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getEvent } from '@/server/queries/public'

// Served from Next's cache like the public pages: each event on its first request.
export const revalidate = 30

export function generateStaticParams(): { id: string }[] {
  return []
}

export const GET = serve(getEventEndpoint, async ({ params }) => getEvent(getPayloadClient, params.id))
