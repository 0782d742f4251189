import { listScholarshipApplicationsEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { applicationsForStaff } from '@/server/services/scholarships/staffApplications'

export const dynamic = 'force-dynamic'

export const GET = serve(listScholarshipApplicationsEndpoint, async ({ payload, staff, params }) => applicationsForStaff(payload, staff, params.id))
