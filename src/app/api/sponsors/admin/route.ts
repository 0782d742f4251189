import { sponsorTierInputSchema } from '@/contracts/sponsors'
import { requireStaff } from '@/server/http/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { createTier, listAllTiers } from '@/server/services/sponsors'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request) => json(await listAllTiers(await requireStaff(request))))

export const POST = apiRoute(async (request) => {
  const staff = await requireStaff(request)
  const data = await readJson(request, sponsorTierInputSchema)
  return json(await createTier(staff, data), { status: 201 })
})
