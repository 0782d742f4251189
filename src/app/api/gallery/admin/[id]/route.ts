import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { json } from '@/server/http/respond'
import { rejectPhoto } from '@/server/services/gallery'

/** Rejects a photo: deletes it and its files. */
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const staff = await requireStaff(request)
  await rejectPhoto(staff, parseId((await params).id))
  return json({ message: 'Photo rejected and deleted' })
})
