import { serve } from '@/server/http/serve'
import { inviteStaffMember, listStaffMembers } from '@/server/services/staff'

import { inviteStaff, listStaff } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listStaff, async () => listStaffMembers())

export const POST = serve(inviteStaff, async ({ body }) => inviteStaffMember(body))
