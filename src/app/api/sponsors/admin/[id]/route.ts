import { sponsorTierInputSchema } from '@/contracts/sponsors'
import { requireStaff } from '@/server/http/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { json } from '@/server/http/respond'
import { deleteTier, updateTier } from '@/server/services/sponsors'

export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const staff = await requireStaff(request)
  const id = parseId((await params).id)
  const data = await readJson(request, sponsorTierInputSchema)
  return json(await updateTier(staff, id, data))
})

export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const staff = await requireStaff(request)
  await deleteTier(staff, parseId((await params).id))
  return json({ message: 'Sponsor tier deleted successfully' })
})
