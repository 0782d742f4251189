import { serve } from '@/app/api/serve'
import { countUnread } from '@/server/services/inbox'

import { inboxSummary } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(inboxSummary, async ({ payload, staff }) => ({ unread: await countUnread(payload, staff) }))
