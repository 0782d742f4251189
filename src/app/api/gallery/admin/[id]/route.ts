import { rejectPhotoEndpoint } from '@/contracts/gallery'
import { serve } from '@/app/api/serve'
import { rejectPhoto } from '@/server/services/media/gallery'

/** Rejects a photo: deletes it and its files. */
export const DELETE = serve(rejectPhotoEndpoint, async ({ payload, staff, params }) => {
  await rejectPhoto(payload, staff, params.id)
  return { message: 'Photo rejected and deleted' }
})
