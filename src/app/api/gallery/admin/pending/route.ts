import { listPendingPhotosEndpoint } from '@/contracts/gallery'
import { serve } from '@/app/api/serve'
import { listPendingPhotos } from '@/server/services/media/gallery'

export const dynamic = 'force-dynamic'

export const GET = serve(listPendingPhotosEndpoint, async ({ payload, staff }) => listPendingPhotos(payload, staff))
