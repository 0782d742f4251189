import { purgePublicCacheEndpoint } from '@/contracts/api'
import { expirePublicCache } from '@/lib/revalidate'
import { serve } from '@/app/api/serve'
import { recordStaffAction } from '@/server/services/staff/staffActions'

/**
 * No body is read: after data changed outside the app, the public pages and GETs of every
 * instance are rendered afresh on their next request instead of within 30 s.
 */
export const POST = serve(purgePublicCacheEndpoint, async ({ payload }) => {
  await recordStaffAction(payload, { action: 'cache.purge', summary: 'every public page and GET' })
  await expirePublicCache()
  return { message: 'The public pages will be rendered afresh.' }
})
