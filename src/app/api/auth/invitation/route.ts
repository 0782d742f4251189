import { acceptInvitationEndpoint, INVITATION_REFUSED } from '@/contracts/staff'
import { clientAddress } from '@/server/http/clientAddress'
import { ApiError } from '@/server/http/errors'
import { serve } from '@/app/api/serve'
import { acceptStaffInvitation } from '@/server/services/staff/staffInvitations'

export const POST = serve(acceptInvitationEndpoint, async ({ payload, request, body }) => {
  const accepted = await acceptStaffInvitation(payload, body.token, body.password, clientAddress(request))
  if (!accepted) throw new ApiError(400, INVITATION_REFUSED)
  return accepted
})
