import { updateInboxMessageEndpoint } from '@/contracts/inbox'
import { serve } from '@/app/api/serve'
import { updateInboxMessage } from '@/server/services/contact/inbox'

export const PATCH = serve(updateInboxMessageEndpoint, async ({ payload, staff, params, body }) => updateInboxMessage(payload, staff, params.id, body))
