import { serve } from '@/server/http/serve'
import { startEnrolmentByChallenge } from '@/server/services/twoStep/signIn'

import { startRequiredEnrolment } from './endpoint'

export const POST = serve(startRequiredEnrolment, async ({ body }) => startEnrolmentByChallenge(body.mfa_token))
