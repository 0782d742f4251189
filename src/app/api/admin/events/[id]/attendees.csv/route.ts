import { exportEventAttendeesEndpoint } from '@/contracts/attendees'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { attendeesCsv } from '@/server/services/events/attendees'

export const dynamic = 'force-dynamic'

export const GET = serve(exportEventAttendeesEndpoint, async ({ payload, staff, params }) => {
  const { filename, text } = await attendeesCsv(payload, staff, params.id)
  return fileResponse({ body: text, contentType: 'text/csv; charset=utf-8', caching: 'no-store', download: filename })
})
