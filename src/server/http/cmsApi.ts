import 'server-only'

import { after } from 'next/server'

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

/**
 * Payload answers with a bare 500 both when its database times out and when a request is one it
 * cannot handle (a cut-off multipart body, a `_payload` that is not JSON, a query with a negative
 * page or a number out of range). It logs the cause; the client learns which of the two it was.
 */
async function explainServerError(response: Response): Promise<Response> {
  if (response.status !== 500) return response
  if (!(await databaseAnswers(1_000))) return payloadError(503, UNAVAILABLE, { 'Retry-After': '5' })
  return payloadError(400, 'The request could not be processed. Please check its parameters and body.')
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
 * The fields of an auth body: JSON, or multipart holding exactly one `_payload` JSON text field
 * (Payload's admin forms) and nothing else. What the guard reads is exactly what Payload is then
 * given, so a crafted body cannot name one email to the guard and another to Payload.
 */
async function readAuthFields(request: Request, text: string): Promise<Record<string, unknown>> {
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
  return data
}

async function readCredentials(request: Request, text: string): Promise<Credentials> {
  const { email, password } = await readAuthFields(request, text)
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
 * Payload's forgot-password takes longer for a staff email (it makes a token and sends mail) than
 * for an unknown one. Answer at once, as Payload would, and do the work after the response.
 */
async function forgotPasswordInBackground(request: Request, handler: RestHandler, context: Parameters<RestHandler>[1]): Promise<Response> {
  const { email } = await readAuthFields(request, await readText(request, BODY_LIMITS.json))
  if (typeof email !== 'string' || !email.trim()) return payloadError(400, 'Please enter an email.')
  const forward = new Request(request.url, { method: 'POST', headers: loginHeaders(request), body: JSON.stringify({ email }) })
  after(async () => {
    const response = await handler(forward, context).catch(() => undefined)
    await response?.body?.cancel()
  })
  return Response.json({ message: 'Success' }, { headers: { 'Cache-Control': 'no-store' } })
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
      const limitName = RATE_LIMITED[slug]
      if (limitName) {
        if (request.method !== 'POST') return payloadError(405, 'Please use POST.', { Allow: 'POST' })
        await enforceRateLimit(request, limitName)
      }
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return await explainServerError(await handler(request, context))
      const kind = bodyKind(request)
      if (kind === 'unsupported') return payloadError(415, 'Please send JSON or multipart/form-data.')
      if (kind === 'malformed') return payloadError(400, UNREADABLE)
      if (slug === 'users/login') {
        // Every sign-in goes through the lock-out rules, whatever its body.
        if (kind === 'none') return payloadError(400, 'The email field is required.')
        return await guardedLogin(request, handler, context)
      }
      if (slug === 'users/forgot-password') {
        if (kind === 'none') return payloadError(400, 'Please enter an email.')
        return await forgotPasswordInBackground(request, handler, context)
      }
      if (kind === 'none') return await handler(request, context)
      const body = limitedBody(request, BODY_LIMITS[kind])
      const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body: body.stream, duplex: 'half' } as RequestInit), context)
      if (body.exceeded()) return payloadError(413, 'The request is too large.')
      return await explainServerError(response)
    } catch (error) {
      if (error instanceof ApiError) return payloadError(error.status, error.detail, error.headers)
      if (isDatabaseUnavailable(error)) return payloadError(503, UNAVAILABLE, { 'Retry-After': '5' })
      throw error
    }
  }
}
