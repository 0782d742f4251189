import { serve } from '@/server/http/serve'
import { countUnread } from '@/server/services/inbox'

import { inboxSummary } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(inboxSummary, async ({ staff }) => ({ unread: await countUnread(staff) }))
