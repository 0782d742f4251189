import { serve } from '@/app/api/serve'
import { attendeesCsv } from '@/server/services/attendees'

import { exportEventAttendeesEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(exportEventAttendeesEndpoint, async ({ payload, staff, params }) => {
  const { filename, text } = await attendeesCsv(payload, staff, params.id)
  return new Response(text, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' },
  })
})
