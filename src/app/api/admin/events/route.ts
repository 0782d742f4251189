import { adminEventSchema } from '@/contracts/events'
import { requireStaff } from '@/server/http/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { createEvent, listAllEvents } from '@/server/services/events'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request) => json(await listAllEvents(await requireStaff(request))))

export const POST = apiRoute(async (request) => {
  const staff = await requireStaff(request)
  const data = await readJson(request, adminEventSchema)
  return json(await createEvent(staff, data), { status: 201 })
})
