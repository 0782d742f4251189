import { loginSchema } from '@/contracts/auth'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json } from '@/server/http/respond'
import { loginStaff } from '@/server/services/auth'

/** Public: rate-limited per address (shared with /cms/api/users/login), lock-out per loginGuard. */
export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, 'login')
  const { email, password } = await readJson(request, loginSchema)
  const { body, setCookie } = await loginStaff(email, password, request.headers.get('cookie'))
  return json(body, { headers: { 'Set-Cookie': setCookie } })
})
