import { inviteStaffEndpoint, listStaffEndpoint } from '@/contracts/staff'
import { serve } from '@/app/api/serve'
import { inviteStaffMember, listStaffMembers } from '@/server/services/staff/staff'

export const dynamic = 'force-dynamic'

export const GET = serve(listStaffEndpoint, async ({ payload }) => listStaffMembers(payload))

export const POST = serve(inviteStaffEndpoint, async ({ payload, body }) => inviteStaffMember(payload, body))
