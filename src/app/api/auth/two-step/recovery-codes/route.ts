import { serve } from '@/server/http/serve'
import { regenerateRecoveryCodes } from '@/server/services/twoStep/enrolment'

import { renewRecoveryCodes } from './endpoint'

export const POST = serve(renewRecoveryCodes, async ({ request, staff, body }) => ({
  recovery_codes: await regenerateRecoveryCodes(staff, body.code, request.headers.get('cookie')),
}))
