import { resumeMonthlyEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { resumeMonthly } from '@/server/services/donors/monthlyGifts'

export const POST = serve(resumeMonthlyEndpoint, async ({ payload, donor, params }) => resumeMonthly(payload, donor, params.id))
