import { serve } from '@/app/api/serve'
import { donationsCsvStream } from '@/server/services/donationExport'
import { recordStaffAction } from '@/server/services/staffActions'

import { exportDonationsEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

/** Every donation as CSV, streamed from the database; named by date. */
export const GET = serve(exportDonationsEndpoint, async ({ payload }) => {
  await recordStaffAction(payload, { action: 'export', target: { collection: 'donations' }, summary: 'every donation, CSV' })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(await donationsCsvStream(payload), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="donations-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
