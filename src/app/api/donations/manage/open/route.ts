import { openDonorPortalEndpoint } from '@/contracts/donorLinks'
import { serve } from '@/app/api/serve'
import { openCustomerPortal } from '@/server/services/donations/donorLinks'

export const POST = serve(openDonorPortalEndpoint, async ({ payload, body }) => openCustomerPortal(payload, body.token))
