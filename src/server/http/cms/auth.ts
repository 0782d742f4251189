import 'server-only'

import type { Payload } from 'payload'
import { after } from 'next/server'

import { recordAudit } from '@/plugins/audit/recordAudit'
import { TWO_STEP_CMS_HEADER, TWO_STEP_CMS_MESSAGE } from '@/contracts/twoStep'

import { findTwoStepRow } from '../../data/twoStep'
import { mayMail } from '../../services/mailCap'
import { signInGuarded } from '../../services/staff/loginGuard'
import { endSession } from '../../services/staff/auth'
import { secondStepOf } from '../../services/staff/twoStep/signIn'
import { recordFailedSignIn, recordSignIn } from '../../services/staff/signInRecords'
import { readText } from '../body'
import { clientAddress } from '../clientAddress'
import { ApiError } from '../errors'
import { parseObject, payloadError, type RestContext, type RestHandler, UNREADABLE } from './responses'

/** What Payload answers for a wrong email or password; a locked account answers the same. */
const WRONG_CREDENTIALS = 'The email or password provided is incorrect.'

type Credentials = { email: string; password: string }

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

/** Whether the account must (or chose to) show a second step; an account not found is asked for it too. */
async function needsSecondStep(payload: Payload, userId: number): Promise<boolean> {
  const account = await findTwoStepRow(payload, userId)
  return !account || Boolean(secondStepOf({ role: account.role, two_step_enabled_at: account.two_step_enabled_at?.toISOString() ?? null }))
}

/**
 * Payload's login, counted and locked by loginGuard; a trusted browser gets its device cookie. An
 * account with a second step (or one its role must enrol) gets no session on a password alone:
 * the session Payload just opened is ended, and the answer (marked `X-Two-Step: required`) makes
 * /cms/login ask for the code (src/components/cms/TwoStepLogin.client.tsx), or points to
 * /admin/login, whose two-step sign-in sets Payload's cookie too.
 */
export async function guardedLogin(payload: Payload, request: Request, handler: RestHandler, context: RestContext): Promise<Response> {
  const credentials = await readCredentials(request, await readText(request, 'json'))
  const forward = new Request(request.url, { method: 'POST', headers: loginHeaders(request), body: JSON.stringify(credentials) })
  const outcome = await signInGuarded(payload, credentials.email, request.headers.get('cookie'), async () => {
    const response = await handler(forward, context)
    if (response.status !== 200) return null
    // Only a session is a success; the body is read here, so it is handed on as text.
    const text = await response.text()
    return parseObject(text)?.token ? { response, text } : null
  })
  if (!outcome.ok) {
    await recordFailedSignIn(payload, credentials.email, clientAddress(request), 'password, /cms')
    return payloadError(401, WRONG_CREDENTIALS)
  }
  const { response, text } = outcome.value
  const signedIn = parseObject(text) ?? {}
  const user = (signedIn.user ?? {}) as { id?: number; email?: string }
  if (typeof user.id !== 'number' || (await needsSecondStep(payload, user.id))) {
    await endSession(payload, String(signedIn.token))
    return payloadError(401, TWO_STEP_CMS_MESSAGE, { [TWO_STEP_CMS_HEADER]: 'required' })
  }
  if (typeof user.id === 'number') await recordSignIn(payload, { id: user.id, email: user.email ?? credentials.email }, clientAddress(request), 'password, /cms')
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', outcome.setCookie)
  return new Response(text, { status: response.status, statusText: response.statusText, headers })
}

/** What a password reset answers an account whose role or choice asks for a second step. */
export const RESET_NEEDS_TWO_STEP = 'Your new password is set. Please sign in at /admin/login with it and your two-step code.'

/**
 * Payload's reset-password signs the account in with the new password: a mailbox alone must not
 * open a session that skips the second step. For such an account the session Payload opened is
 * ended and the answer carries neither token nor cookie; either way the reset is audited.
 */
export async function guardedPasswordReset(payload: Payload, request: Request, handler: RestHandler, context: RestContext): Promise<Response> {
  const { token, password } = await readAuthFields(request, await readText(request, 'json'))
  if (typeof token !== 'string' || typeof password !== 'string') return payloadError(400, 'Please send the token and a new password.')
  const forward = new Request(request.url, { method: 'POST', headers: loginHeaders(request), body: JSON.stringify({ token, password }) })
  const response = await handler(forward, context)
  if (response.status !== 200) return response
  const text = await response.text()
  const answer = parseObject(text) ?? {}
  const user = (answer.user ?? {}) as { id?: number; email?: string }
  if (typeof user.id !== 'number') return new Response(text, { status: response.status, headers: response.headers })
  const actor = { id: user.id, email: user.email ?? '', address: clientAddress(request) }
  await recordAudit(payload, { action: 'password-reset', target: { collection: 'users', id: user.id }, summary: '/cms reset link' }, { actor })
  if (await needsSecondStep(payload, user.id)) {
    if (typeof answer.token === 'string') await endSession(payload, answer.token)
    return Response.json({ message: RESET_NEEDS_TWO_STEP }, { headers: { 'Cache-Control': 'no-store' } })
  }
  await recordSignIn(payload, { id: user.id, email: user.email ?? '' }, actor.address, 'password reset, /cms')
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/**
 * Payload's forgot-password takes longer for a staff email (it makes a token and sends mail) than
 * for an unknown one. Answer at once, as Payload would, and do the work after the response: only
 * within the address's reset mails for the hour ('staff-password' in src/server/services/mailCap.ts),
 * so nobody floods a staff inbox with reset links.
 */
export async function forgotPasswordInBackground(payload: Payload, request: Request, handler: RestHandler, context: RestContext): Promise<Response> {
  const { email } = await readAuthFields(request, await readText(request, 'json'))
  if (typeof email !== 'string' || !email.trim()) return payloadError(400, 'Please enter an email.')
  const forward = new Request(request.url, { method: 'POST', headers: loginHeaders(request), body: JSON.stringify({ email }) })
  after(async () => {
    if (!(await mayMail(payload, 'staff-password', email).catch(() => false))) return
    const response = await handler(forward, context).catch(() => undefined)
    await response?.body?.cancel()
  })
  return Response.json({ message: 'Success' }, { headers: { 'Cache-Control': 'no-store' } })
}
