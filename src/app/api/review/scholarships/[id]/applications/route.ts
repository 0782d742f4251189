import { blindApplicationsEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { blindApplications } from '@/server/services/scholarships/blindReview'

export const dynamic = 'force-dynamic'

export const GET = serve(blindApplicationsEndpoint, async ({ payload, staff, params }) => blindApplications(payload, staff, params.id))
