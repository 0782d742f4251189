import { readOrganizationEndpoint, updateOrganizationEndpoint } from '@/contracts/organization'
import { serve } from '@/app/api/serve'
import { readOrganization, updateOrganization } from '@/server/services/letters/organization'

export const dynamic = 'force-dynamic'

export const GET = serve(readOrganizationEndpoint, async ({ payload }) => readOrganization(payload))

export const PUT = serve(updateOrganizationEndpoint, async ({ payload, staff, body }) => updateOrganization(payload, staff, body))
