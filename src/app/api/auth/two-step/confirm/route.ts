import { serve } from '@/app/api/serve'
import { confirmEnrolment as confirm } from '@/server/services/twoStep/enrolment'

import { confirmEnrolment } from './endpoint'

export const POST = serve(confirmEnrolment, async ({ payload, staff, body }) => ({ recovery_codes: await confirm(payload, staff, body.code) }))
