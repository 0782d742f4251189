import 'server-only'

import { isDatabaseUnavailable } from '@/lib/postgres'

import { databaseAnswers } from '../databaseHealth'
import type { PayloadSource } from '../payload'
import { limitedBody } from './body'
import { forgotPasswordInBackground, guardedLogin, guardedPasswordReset } from './cms/auth'
import { payloadError, type RestHandler, UNAVAILABLE, UNREADABLE } from './cms/responses'
import { DomainError } from '../domain/errors'
import { apiErrorFromDomain } from './domainStatus'
import { ApiError } from './errors'
import { enforceRateLimit } from './rateLimit'

/**
 * Payload answers with a bare 500 both when its database times out and when a request is one it
 * cannot handle (a cut-off multipart body, a `_payload` that is not JSON, a query with a negative
 * page or a number out of range). It logs the cause; the client learns which of the two it was.
 */
async function explainServerError(payloadSource: PayloadSource, response: Response): Promise<Response> {
  if (response.status !== 500) return response
  if (!(await databaseAnswers(payloadSource, 1_000))) return payloadError(503, UNAVAILABLE, { 'Retry-After': '5' })
  return payloadError(400, 'The request could not be processed. Please check its parameters and body.')
}

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
  return path
    .replace(/\/{2,}/g, '/')
    .replace(/^\/cms\/api\/?/i, '')
    .replace(/\/$/, '')
    .toLowerCase()
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

/**
 * Wraps one of Payload's REST handlers (/cms/api) with what Payload does not do itself: rate
 * limits and the lock-out rules on its public auth endpoints, a refusal of body types it cannot
 * read, and body limits counted on the bytes actually read. Cookie requests from other origins
 * are made anonymous by Payload itself (`csrf` in payload.config.ts). `payloadSource` is the
 * route file's: src/server never imports the config.
 */
export function guardCmsApi(payloadSource: PayloadSource, handler: RestHandler): RestHandler {
  return async (request, context) => {
    try {
      const slug = slugOf(request)
      const limitName = RATE_LIMITED[slug]
      if (limitName) {
        if (request.method !== 'POST') return payloadError(405, 'Please use POST.', { Allow: 'POST' })
        await enforceRateLimit(await payloadSource(), request, limitName)
      }
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return await explainServerError(payloadSource, await handler(request, context))
      const kind = bodyKind(request)
      if (kind === 'unsupported') return payloadError(415, 'Please send JSON or multipart/form-data.')
      if (kind === 'malformed') return payloadError(400, UNREADABLE)
      if (slug === 'users/login') {
        // Every sign-in goes through the lock-out rules, whatever its body.
        if (kind === 'none') return payloadError(400, 'The email field is required.')
        return await guardedLogin(await payloadSource(), request, handler, context)
      }
      if (slug === 'users/reset-password') {
        if (kind === 'none') return payloadError(400, 'Please send the token and a new password.')
        return await guardedPasswordReset(await payloadSource(), request, handler, context)
      }
      if (slug === 'users/forgot-password') {
        if (kind === 'none') return payloadError(400, 'Please enter an email.')
        return await forgotPasswordInBackground(await payloadSource(), request, handler, context)
      }
      if (kind === 'none') return await explainServerError(payloadSource, await handler(request, context))
      const body = limitedBody(request, kind)
      const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body: body.stream, duplex: 'half' } as RequestInit), context)
      // Payload answers a body cut off by its limit or its deadline as it can; the cause is ours to tell.
      const failure = body.failure()
      if (failure) throw failure
      return await explainServerError(payloadSource, response)
    } catch (error) {
      const answer = error instanceof DomainError ? apiErrorFromDomain(error) : error
      if (answer instanceof ApiError) return payloadError(answer.status, answer.detail, answer.headers)
      if (isDatabaseUnavailable(error)) return payloadError(503, UNAVAILABLE, { 'Retry-After': '5' })
      throw error
    }
  }
}
