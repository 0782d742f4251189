import { serve } from '@/app/api/serve'
import { updateInboxMessage as changeMessage } from '@/server/services/inbox'

import { updateInboxMessage } from './endpoint'

export const PATCH = serve(updateInboxMessage, async ({ payload, staff, params, body }) => changeMessage(payload, staff, params.id, body))
