import { serve } from '@/app/api/serve'
import { openCustomerPortal } from '@/server/services/donorLinks'

import { openDonorPortal } from './endpoint'

export const POST = serve(openDonorPortal, async ({ payload, body }) => openCustomerPortal(payload, body.token))
