import { serve } from '@/app/api/serve'
import { inviteStaffMember, listStaffMembers } from '@/server/services/staff'

import { inviteStaff, listStaff } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listStaff, async ({ payload }) => listStaffMembers(payload))

export const POST = serve(inviteStaff, async ({ payload, body }) => inviteStaffMember(payload, body))
