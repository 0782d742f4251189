import { loginSchema } from '@/contracts/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json } from '@/server/http/respond'
import { loginStaff } from '@/server/services/auth'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, 'login')
  const { email, password } = await readJson(request, loginSchema)
  return json(await loginStaff(email, password))
})

export { preflight as OPTIONS } from '@/server/http/cors'
