import { serve } from '@/app/api/serve'
import { listPendingPhotos as pendingPhotos } from '@/server/services/gallery'

import { listPendingPhotos } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listPendingPhotos, async ({ payload, staff }) => pendingPhotos(payload, staff))
