import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { listPendingPhotos } from '@/server/services/gallery'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request) => json(await listPendingPhotos(await requireStaff(request))))
