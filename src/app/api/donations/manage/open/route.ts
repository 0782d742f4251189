import { serve } from '@/server/http/serve'
import { openCustomerPortal } from '@/server/services/donorLinks'

import { openDonorPortal } from './endpoint'

export const POST = serve(openDonorPortal, async ({ body }) => openCustomerPortal(body.token))
