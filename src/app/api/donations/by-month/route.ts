import { givingByMonthEndpoint, givingChartEndpoint } from '@/contracts/givingByMonth'
import { serve } from '@/app/api/serve'
import { signedLink } from '@/server/signedMedia'
import { givingByMonth } from '@/server/services/donations/givingByMonth'

export const dynamic = 'force-dynamic'

export const GET = serve(givingByMonthEndpoint, async ({ payload, query: { months } }) => ({
  ...(await givingByMonth(payload, months)),
  chart_url: signedLink(givingChartEndpoint.path, { months: String(months) }),
}))
