import { serve } from '@/app/api/serve'
import { openCustomerPortal } from '@/server/services/donations/donorLinks'

import { openDonorPortalEndpoint } from './endpoint'

export const POST = serve(openDonorPortalEndpoint, async ({ payload, body }) => openCustomerPortal(payload, body.token))
