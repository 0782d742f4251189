import { serve } from '@/server/http/serve'
import { updateInboxMessage as changeMessage } from '@/server/services/inbox'

import { updateInboxMessage } from './endpoint'

export const PATCH = serve(updateInboxMessage, async ({ staff, params, body }) => changeMessage(staff, params.id, body))
