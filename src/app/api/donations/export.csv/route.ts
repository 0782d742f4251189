import { exportDonationsEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { donationsCsvStream } from '@/server/services/donations/donationExport'
import { recordStaffAction } from '@/server/services/staff/staffActions'

export const dynamic = 'force-dynamic'

/** Every donation as CSV, streamed from the database; named by date. */
export const GET = serve(exportDonationsEndpoint, async ({ payload }) => {
  await recordStaffAction(payload, { action: 'export', target: { collection: 'donations' }, summary: 'every donation, CSV' })
  const date = new Date().toISOString().slice(0, 10)
  return fileResponse({ body: await donationsCsvStream(payload), contentType: 'text/csv; charset=utf-8', caching: 'no-store', download: `donations-${date}.csv` })
})
