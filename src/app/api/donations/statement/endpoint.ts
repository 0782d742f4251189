import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { statementRequestSchema } from '@/contracts/statements'

export const requestStatementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/statement',
  summary:
    'A donor asks for their year-end statement: mailed (with its PDF) if the address gave that year, but not again for that year within a day. The answer is the same for any address; past 3 requests an hour for one address (any client, donor or not), 429 with Retry-After; a filled-in `website` (the honeypot) is refused with 400',
  access: 'public',
  rateLimit: 'statement',
  body: statementRequestSchema,
  status: 202,
  output: messageSchema,
})
