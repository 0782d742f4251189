import { serve } from '@/server/http/serve'
import { attendeesCsv } from '@/server/services/attendees'

import { exportEventAttendees } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(exportEventAttendees, async ({ staff, params }) => {
  const { filename, text } = await attendeesCsv(staff, params.id)
  return new Response(text, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' },
  })
})
