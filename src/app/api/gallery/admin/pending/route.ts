import { serve } from '@/server/http/serve'
import { listPendingPhotos as pendingPhotos } from '@/server/services/gallery'

import { listPendingPhotos } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listPendingPhotos, async ({ staff }) => pendingPhotos(staff))
