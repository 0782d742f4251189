import { exportPersonEndpoint } from '@/contracts/people'
import { serve } from '@/app/api/serve'
import { exportPerson } from '@/server/services/people/personExport'

export const dynamic = 'force-dynamic'

export const GET = serve(exportPersonEndpoint, async ({ payload, staff, query }) => exportPerson(payload, staff, query.email))
