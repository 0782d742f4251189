import { deleteRemembranceEndpoint, moderateRemembranceEndpoint } from '@/contracts/remembrances'
import { serve } from '@/app/api/serve'
import { deleteRemembrance, moderateRemembrance } from '@/server/services/remembrances/remembrances'

export const PATCH = serve(moderateRemembranceEndpoint, async ({ payload, staff, params, body }) => moderateRemembrance(payload, staff, params.id, body))

export const DELETE = serve(deleteRemembranceEndpoint, async ({ payload, staff, params }) => {
  await deleteRemembrance(payload, staff, params.id)
  return { message: 'Remembrance deleted' }
})
