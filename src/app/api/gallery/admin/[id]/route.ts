import { serve } from '@/app/api/serve'
import { rejectPhoto as reject } from '@/server/services/gallery'

import { rejectPhoto } from './endpoint'

/** Rejects a photo: deletes it and its files. */
export const DELETE = serve(rejectPhoto, async ({ payload, staff, params }) => {
  await reject(payload, staff, params.id)
  return { message: 'Photo rejected and deleted' }
})
