import { serve } from '@/server/http/serve'
import { confirmEnrolment as confirm } from '@/server/services/twoStep/enrolment'

import { confirmEnrolment } from './endpoint'

export const POST = serve(confirmEnrolment, async ({ staff, body }) => ({ recovery_codes: await confirm(staff, body.code) }))
