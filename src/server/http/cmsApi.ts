import 'server-only'

import { isDatabaseUnavailable } from '@/lib/postgres'

import { databaseAnswers } from '../databaseHealth'
import { signInGuarded } from '../services/loginGuard'
import { ApiError } from './errors'
import { BODY_LIMITS, limitedBody, readText } from './body'
import { enforceRateLimit } from './rateLimit'

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's own error shape, so its admin shows our messages like its own. */
const payloadError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const UNREADABLE = 'The request body could not be read.'
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.'

/** Payload turns its own database timeouts into a 500: when the database is down, say so (503). */
async function unavailableIfDatabaseIs(response: Response): Promise<Response> {
  if (response.status !== 500 || (await databaseAnswers(1_000))) return response
  return payloadError(503, UNAVAILABLE, { 'Retry-After': '5' })
}

/** A multipart body is whole only when it ends with its close delimiter, `--<boundary>--`. */
function multipartIsWhole(contentType: string, tail: string): boolean {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return Boolean(boundary) && tail.includes(`--${boundary![1] ?? boundary![2]}--`)
}

/**
 * Payload answers a body it could not parse with a 500 and no detail. When the multipart body was
 * cut short, it is the sender's fault: 400.
 */
function clarifyParseFailure(request: Request, response: Response, tail: string): Response {
  const type = request.headers.get('content-type') ?? ''
  if (response.status === 500 && type.toLowerCase().startsWith('multipart/') && !multipartIsWhole(type, tail)) {
    return payloadError(400, UNREADABLE)
  }
  return response
}

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
function bodyKind(request: Request): 'json' | 'upload' | 'none' | 'unsupported' | 'malformed' {
  const header = request.headers.get('content-type') ?? ''
  const type = header.split(';')[0]!.trim().toLowerCase()
  // HTTP/1.1: a request has a body only when it says so, by Content-Length or Transfer-Encoding.
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding')
  if (type === 'application/json') return 'json'
  if (type === 'multipart/form-data') return /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(header) ? 'upload' : 'malformed'
  if (type === 'application/x-www-form-urlencoded' && request.headers.get('x-payload-http-method-override') === 'GET') return 'json'
  return hasBody || type ? 'unsupported' : 'none'
}

type Credentials = { email: string; password: string }

/** A JSON object from `text`, or undefined. */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text)
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * The credentials of a login body: JSON, or multipart holding exactly one `_payload` JSON text
 * field (Payload's admin form) and nothing else. Whatever the guard counts is exactly what Payload
 * is then asked to check, so a crafted body cannot name one email to the guard and another to Payload.
 */
async function readCredentials(request: Request, text: string): Promise<Credentials> {
  let data: Record<string, unknown> | undefined
  if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')) {
    const form = await new Request(request.url, { method: 'POST', headers: request.headers, body: text }).formData().catch(() => undefined)
    const parts = form ? [...form.entries()] : []
    const only = parts.length === 1 && parts[0]![0] === '_payload' ? parts[0]![1] : undefined
    data = typeof only === 'string' ? parseObject(only) : undefined
  } else {
    data = parseObject(text)
  }
  if (!data) throw new ApiError(400, UNREADABLE)
  const { email, password } = data
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) {
    throw new ApiError(400, 'Please enter an email and a password.')
  }
  return { email, password }
}

/** Headers Payload's login may see: never a method override, never the original body's type. */
function loginHeaders(request: Request): Headers {
  const headers = new Headers(request.headers)
  for (const name of ['content-type', 'content-length', 'transfer-encoding', 'x-http-method-override', 'x-payload-http-method-override']) {
    headers.delete(name)
  }
  headers.set('content-type', 'application/json')
  return headers
}

/** Payload's login, counted and locked by loginGuard; a trusted browser gets its device cookie. */
async function guardedLogin(request: Request, handler: RestHandler, context: Parameters<RestHandler>[1]): Promise<Response> {
  const credentials = await readCredentials(request, await readText(request, BODY_LIMITS.json))
  const forward = new Request(request.url, { method: 'POST', headers: loginHeaders(request), body: JSON.stringify(credentials) })
  const outcome = await signInGuarded(credentials.email, request.headers.get('cookie'), async () => {
    const response = await handler(forward, context)
    if (response.status !== 200) return null
    // Only a session is a success; the body is read here, so it is handed on as text.
    const text = await response.text()
    return parseObject(text)?.token ? { response, text } : null
  })
  if (!outcome.ok) return payloadError(401, WRONG_CREDENTIALS)
  const { response, text } = outcome.value
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', outcome.setCookie)
  return new Response(text, { status: response.status, statusText: response.statusText, headers })
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
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return await unavailableIfDatabaseIs(await handler(request, context))
      const kind = bodyKind(request)
      if (kind === 'unsupported') return payloadError(415, 'Please send JSON or multipart/form-data.')
      if (kind === 'malformed') return payloadError(400, UNREADABLE)
      if (slug === 'users/login') {
        // Every sign-in goes through the lock-out rules, whatever its body.
        if (kind === 'none') return payloadError(400, 'The email field is required.')
        return await guardedLogin(request, handler, context)
      }
      if (kind === 'none') return await handler(request, context)
      const body = limitedBody(request, BODY_LIMITS[kind])
      const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body: body.stream, duplex: 'half' } as RequestInit), context)
      if (body.exceeded()) return payloadError(413, 'The request is too large.')
      return await unavailableIfDatabaseIs(clarifyParseFailure(request, response, body.tail()))
    } catch (error) {
      if (error instanceof ApiError) return payloadError(error.status, error.detail, error.headers)
      if (isDatabaseUnavailable(error)) return payloadError(503, UNAVAILABLE, { 'Retry-After': '5' })
      throw error
    }
  }
}
