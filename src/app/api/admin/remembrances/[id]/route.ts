import { serve } from '@/server/http/serve'
import { deleteRemembrance as remove, moderateRemembrance as moderate } from '@/server/services/remembrances'

import { deleteRemembrance, moderateRemembrance } from './endpoint'

export const PATCH = serve(moderateRemembrance, async ({ staff, params, body }) => moderate(staff, params.id, body))

export const DELETE = serve(deleteRemembrance, async ({ staff, params }) => {
  await remove(staff, params.id)
  return { message: 'Remembrance deleted' }
})
