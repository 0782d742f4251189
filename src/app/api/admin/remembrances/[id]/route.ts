import { serve } from '@/app/api/serve'
import { deleteRemembrance as remove, moderateRemembrance as moderate } from '@/server/services/remembrances'

import { deleteRemembrance, moderateRemembrance } from './endpoint'

export const PATCH = serve(moderateRemembrance, async ({ payload, staff, params, body }) => moderate(payload, staff, params.id, body))

export const DELETE = serve(deleteRemembrance, async ({ payload, staff, params }) => {
  await remove(payload, staff, params.id)
  return { message: 'Remembrance deleted' }
})
