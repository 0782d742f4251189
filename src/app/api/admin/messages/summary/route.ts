import { inboxSummaryEndpoint } from '@/contracts/inbox'
import { serve } from '@/app/api/serve'
import { countUnread } from '@/server/services/contact/inbox'

export const dynamic = 'force-dynamic'

export const GET = serve(inboxSummaryEndpoint, async ({ payload, staff }) => ({ unread: await countUnread(payload, staff) }))
