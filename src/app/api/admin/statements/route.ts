import { queueStatementsEndpoint } from '@/contracts/statements'
import { serve } from '@/app/api/serve'
import { queueStatementsForStaff } from '@/server/services/letters/statements'

export const POST = serve(queueStatementsEndpoint, async ({ payload, body }) => queueStatementsForStaff(payload, body.year, body.resend))
