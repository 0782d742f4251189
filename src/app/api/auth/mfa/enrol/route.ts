import { serve } from '@/app/api/serve'
import { startEnrolmentByChallenge } from '@/server/services/twoStep/signIn'

import { startRequiredEnrolment } from './endpoint'

export const POST = serve(startRequiredEnrolment, async ({ payload, body }) => startEnrolmentByChallenge(payload, body.mfa_token))
