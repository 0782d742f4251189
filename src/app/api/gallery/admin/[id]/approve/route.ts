import { approveSchema } from '@/contracts/gallery'
import { requireStaff } from '@/server/http/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { json } from '@/server/http/respond'
import { approvePhoto } from '@/server/services/gallery'

export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const staff = await requireStaff(request)
  const id = parseId((await params).id)
  await readJson(request, approveSchema)
  return json(await approvePhoto(staff, id))
})
