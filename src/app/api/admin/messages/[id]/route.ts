import { serve } from '@/app/api/serve'
import { updateInboxMessage } from '@/server/services/contact/inbox'

import { updateInboxMessageEndpoint } from './endpoint'

export const PATCH = serve(updateInboxMessageEndpoint, async ({ payload, staff, params, body }) => updateInboxMessage(payload, staff, params.id, body))
