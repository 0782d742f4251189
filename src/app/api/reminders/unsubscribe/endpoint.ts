import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { unsubscribeQuerySchema } from '@/contracts/jobs'

export const unsubscribeFromRemindersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reminders/unsubscribe',
  summary:
    'Stop event reminders and thank-you notes for the address a signed link names: the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), and the button of /unsubscribe. Any body is ignored',
  // Not limited per address: one-click requests come from the mail providers' servers, many
  // readers behind one address. Refused tokens are limited (the route counts them).
  access: 'public',
  query: unsubscribeQuerySchema,
  output: messageSchema,
  answers: {
    400: { description: 'The link was not made by us (tampered with, or cut short): nothing changes' },
    429: { description: 'Too many refused links from this address' },
  },
})
