import { startRequiredEnrolmentEndpoint } from '@/contracts/twoStep'
import { serve } from '@/app/api/serve'
import { startEnrolmentByChallenge } from '@/server/services/staff/twoStep/signIn'

export const POST = serve(startRequiredEnrolmentEndpoint, async ({ payload, body }) => startEnrolmentByChallenge(payload, body.mfa_token))
