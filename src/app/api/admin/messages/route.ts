import { listInboxMessagesEndpoint } from '@/contracts/inbox'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { listInbox } from '@/server/services/contact/inbox'

export const dynamic = 'force-dynamic'

export const GET = serve(listInboxMessagesEndpoint, async ({ payload, staff, query }) => {
  const { items, total } = await listInbox(payload, staff, query)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
