import { adminEventSchema } from '@/contracts/events'
import { requireStaff } from '@/server/http/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { json } from '@/server/http/respond'
import { deleteEvent, updateEvent } from '@/server/services/events'

export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const staff = await requireStaff(request)
  const id = parseId((await params).id)
  const data = await readJson(request, adminEventSchema)
  return json(await updateEvent(staff, id, data))
})

export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const staff = await requireStaff(request)
  await deleteEvent(staff, parseId((await params).id))
  return json({ message: 'Event deleted successfully' })
})
