import { serve } from '@/server/http/serve'
import { rejectPhoto as reject } from '@/server/services/gallery'

import { rejectPhoto } from './endpoint'

/** Rejects a photo: deletes it and its files. */
export const DELETE = serve(rejectPhoto, async ({ staff, params }) => {
  await reject(staff, params.id)
  return { message: 'Photo rejected and deleted' }
})
