import 'server-only'

import { isDatabaseUnavailable } from '@/lib/postgres'

import { signInGuarded } from '../services/loginGuard'
import { ApiError } from './errors'
import { BODY_LIMITS, limitedBody, readText } from './body'
import { enforceRateLimit } from './rateLimit'

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's own error shape, so its admin shows our messages like its own. */
const payloadError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** What Payload answers for a wrong email or password; a locked account answers the same. */
const WRONG_CREDENTIALS = 'The email or password provided is incorrect.'

/** Public auth endpoints of Payload's REST, rate-limited like /api's; login shares its counter. */
const RATE_LIMITED: Record<string, string> = {
  'users/login': 'login',
  'users/forgot-password': 'cms-forgot-password',
  'users/reset-password': 'cms-reset-password',
  'users/first-register': 'cms-first-register',
  'users/unlock': 'cms-unlock',
}

/** `users/login` however the path was spelled (encoded, doubled or trailing slashes, case). */
function slugOf(request: Request): string {
  let path = new URL(request.url).pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape reaches Payload as it is, and Payload answers 404.
  }
  return path.replace(/\/{2,}/g, '/').replace(/^\/cms\/api\/?/i, '').replace(/\/$/, '').toLowerCase()
}

/**
 * The body kinds Payload's REST reads: JSON, multipart (uploads), and url-encoded queries sent as
 * POST with a method-override header (its relationship fields do this). Anything else used to
 * reach Payload's handlers and fail with a 500.
 */
function bodyKind(request: Request): 'json' | 'upload' | 'none' | 'unsupported' {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const hasBody = request.body !== null && request.headers.get('content-length') !== '0'
  if (type === 'application/json') return 'json'
  if (type === 'multipart/form-data') return 'upload'
  if (type === 'application/x-www-form-urlencoded' && request.headers.get('x-payload-http-method-override') === 'GET') return 'json'
  return hasBody || type ? 'unsupported' : 'none'
}

/** The email of a login body: JSON, or multipart with Payload's `_payload` JSON (its admin form). */
async function loginEmail(request: Request, text: string): Promise<string> {
  let data: unknown
  try {
    if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')) {
      const form = await new Request(request.url, { method: 'POST', headers: request.headers, body: text }).formData()
      const raw = form.get('_payload')
      data = typeof raw === 'string' ? JSON.parse(raw) : Object.fromEntries(form)
    } else {
      data = JSON.parse(text)
    }
  } catch {
    throw new ApiError(400, 'The request body could not be read.')
  }
  const email = data && typeof data === 'object' && 'email' in data ? data.email : undefined
  if (typeof email !== 'string' || !email.trim()) throw new ApiError(400, 'The email field is required.')
  return email
}

/** Payload's login, counted and locked by loginGuard; a trusted browser gets its device cookie. */
async function guardedLogin(request: Request, handler: RestHandler, context: Parameters<RestHandler>[1]): Promise<Response> {
  const text = await readText(request, BODY_LIMITS.json)
  const email = await loginEmail(request, text)
  const forward = new Request(request.url, { method: 'POST', headers: request.headers, body: text })
  const outcome = await signInGuarded(email, request.headers.get('cookie'), async () => {
    const response = await handler(forward, context)
    return response.status === 401 ? null : response
  })
  if (!outcome.ok) return payloadError(401, WRONG_CREDENTIALS)
  const response = outcome.value
  if (!response.ok) return response
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', outcome.setCookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Wraps one of Payload's REST handlers (/cms/api) with what Payload does not do itself: rate
 * limits and the lock-out rules on its public auth endpoints, a refusal of body types it cannot
 * read, and body limits counted on the bytes actually read. Cookie requests from other origins
 * are made anonymous by Payload itself (`csrf` in payload.config.ts).
 */
export function guardCmsApi(handler: RestHandler): RestHandler {
  return async (request, context) => {
    try {
      const slug = slugOf(request)
      const limitName = request.method === 'POST' ? RATE_LIMITED[slug] : undefined
      if (limitName) await enforceRateLimit(request, limitName)
      if (!['POST', 'PUT', 'PATCH'].includes(request.method)) return await handler(request, context)
      const kind = bodyKind(request)
      if (kind === 'unsupported') return payloadError(415, 'Please send JSON or multipart/form-data.')
      if (slug === 'users/login') {
        // Every sign-in goes through the lock-out rules, whatever its body.
        if (kind === 'none') return payloadError(400, 'The email field is required.')
        return await guardedLogin(request, handler, context)
      }
      if (kind === 'none') return await handler(request, context)
      const body = limitedBody(request, BODY_LIMITS[kind])
      const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body: body.stream, duplex: 'half' } as RequestInit), context)
      return body.exceeded() ? payloadError(413, 'The request is too large.') : response
    } catch (error) {
      if (error instanceof ApiError) return payloadError(error.status, error.detail, error.headers)
      if (isDatabaseUnavailable(error)) return payloadError(503, 'The service is briefly unavailable. Please try again in a moment.', { 'Retry-After': '5' })
      throw error
    }
  }
}
