import { approvePhotoEndpoint } from '@/contracts/gallery'
import { serve } from '@/app/api/serve'
import { approvePhoto } from '@/server/services/media/gallery'

export const PUT = serve(approvePhotoEndpoint, async ({ payload, staff, params }) => approvePhoto(payload, staff, params.id))
