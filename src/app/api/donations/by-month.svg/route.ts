import { givingChartEndpoint } from '@/contracts/givingByMonth'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { givingChartSvg } from '@/server/services/donations/givingChart'
import { givingByMonth } from '@/server/services/donations/givingByMonth'

export const dynamic = 'force-dynamic'

/** The chart by signed link (serve() has checked it), for the staff dashboard's <img>. */
export const GET = serve(givingChartEndpoint, async ({ payload, query: { months } }) => {
  const { months: figures } = await givingByMonth(payload, months)
  return fileResponse({ body: givingChartSvg(figures), contentType: 'image/svg+xml; charset=utf-8', caching: 'signed-link' })
})
