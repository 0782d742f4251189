import { requestStatementEndpoint, STATEMENT_REQUESTED } from '@/contracts/statements'
import { serve } from '@/app/api/serve'
import { refuseHoneypot } from '@/server/http/honeypot'
import { requestStatement } from '@/server/services/letters/statements'

/** The address is looked up by a queued job, so the answer, and its timing, are the same whether or not it gave. */
export const POST = serve(requestStatementEndpoint, async ({ payload, body }) => {
  refuseHoneypot(body)
  await requestStatement(payload, body.email, body.year)
  return { message: STATEMENT_REQUESTED }
})
