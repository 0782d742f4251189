import { MANAGE_LINK_SENT, requestManageLinkEndpoint } from '@/contracts/donorLinks'
import { serve } from '@/app/api/serve'
import { requestManageLinks } from '@/server/services/donations/donorLinks'

/**
 * The links are looked up and mailed by a queued job, so the answer, and its timing, are the same
 * whether or not the address gave.
 */
export const POST = serve(requestManageLinkEndpoint, async ({ payload, body }) => {
  await requestManageLinks(payload, body.email)
  return { message: MANAGE_LINK_SENT }
})
