import { confirmEnrolmentEndpoint } from '@/contracts/twoStep'
import { serve } from '@/app/api/serve'
import { confirmEnrolment } from '@/server/services/staff/twoStep/enrolment'

export const POST = serve(confirmEnrolmentEndpoint, async ({ payload, staff, body }) => ({ recovery_codes: await confirmEnrolment(payload, staff, body.code) }))
