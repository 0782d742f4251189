import { renewRecoveryCodesEndpoint } from '@/contracts/twoStep'
import { serve } from '@/app/api/serve'
import { regenerateRecoveryCodes } from '@/server/services/staff/twoStep/enrolment'

export const POST = serve(renewRecoveryCodesEndpoint, async ({ payload, request, staff, body }) => ({
  recovery_codes: await regenerateRecoveryCodes(payload, staff, body.code, request.headers.get('cookie')),
}))
