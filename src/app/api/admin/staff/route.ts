import { serve } from '@/app/api/serve'
import { inviteStaffMember, listStaffMembers } from '@/server/services/staff/staff'

import { inviteStaffEndpoint, listStaffEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listStaffEndpoint, async ({ payload }) => listStaffMembers(payload))

export const POST = serve(inviteStaffEndpoint, async ({ payload, body }) => inviteStaffMember(payload, body))
