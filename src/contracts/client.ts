import type * as z from 'zod/mini'

import type { ApiEndpoint } from '@/contracts/endpoints'
import type { BodyOf, OutputOf, PathParams } from '@/contracts/endpoint'

/**
 * The browser's one client for /api: the public forms and the staff area alike. Calls are named
 * by their declaration ("POST /api/events/{id}/rsvp"), so the path, the body and the answer are
 * typed by it (the registry src/contracts/endpoints.ts; types only: nothing of the declarations reaches the
 * browser). It never throws: every outcome is an ApiResult, a dropped connection a status 0.
 */

export type ApiKey = `${ApiEndpoint['method']} ${ApiEndpoint['path']}`
type EndpointOf<K extends ApiKey> = Extract<ApiEndpoint, { method: K extends `${infer M} ${string}` ? M : never; path: K extends `${string} ${infer P}` ? P : never }>

export type ApiFailure = { ok: false; status: number; detail: string; fields?: Record<string, string> }
export type ApiResult<T> = { ok: true; status: number; data: T; headers: Headers } | ApiFailure

type ParamsOptions<E> = [keyof PathParams<E extends { path: infer P extends string } ? P : never>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E extends { path: infer P extends string } ? P : never> }

type Options<E> = ParamsOptions<E> &
  ([BodyOf<E>] extends [never] ? { body?: undefined } : E extends { bodyOptional: true } ? { body?: z.input<BodyOf<E>> } : { body: z.input<BodyOf<E>> }) & {
    query?: Record<string, string | number>
    headers?: Record<string, string>
  }

/** Spec: the staff token lives in localStorage under `auth_token`. */
export const TOKEN_KEY = 'auth_token'
export const getToken = (): string | null => (typeof window === 'undefined' ? null : window.localStorage.getItem(TOKEN_KEY))
export const setToken = (token: string): void => window.localStorage.setItem(TOKEN_KEY, token)
export const clearToken = (): void => window.localStorage.removeItem(TOKEN_KEY)

/** Spec section 8: any 401 removes the token and, inside /admin, returns to the login page. */
function onUnauthorized(): void {
  clearToken()
  const path = window.location.pathname
  // A full navigation on purpose: it also drops every cached staff response.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (path.startsWith('/admin') && path !== '/admin/login') window.location.assign('/admin/login')
}

/** "/api/events/{id}/rsvp" with {id: 7} and a query → "/api/events/7/rsvp?…". */
export function apiPath(template: string, params: Record<string, number | string> = {}, query: Record<string, string | number> = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()
  return search ? `${path}?${search}` : path
}

/** Sends one request: JSON or a form, with the staff token when there is one. */
async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const token = getToken()
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await fetch(path, {
    method,
    headers: {
      ...(body !== undefined && !isForm && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  if (response.status === 401) onUnauthorized()
  return response
}

async function failureOf(response: Response): Promise<ApiFailure> {
  const body = (await response.json().catch(() => ({}))) as { detail?: unknown; fields?: Record<string, string> }
  return { ok: false, status: response.status, detail: typeof body.detail === 'string' ? body.detail : 'Request failed', fields: body.fields }
}

const NETWORK_FAILURE: ApiFailure = { ok: false, status: 0, detail: 'Network error' }

export type CallOptions<K extends ApiKey> = Options<EndpointOf<K>> | FormDataOptions<K>
export type OutputFor<K extends ApiKey> = OutputOf<EndpointOf<K>>

/** Calls one declared endpoint with JSON (or, for an upload, a FormData body). */
export async function callApi<K extends ApiKey>(key: K, options: CallOptions<K>): Promise<ApiResult<OutputOf<EndpointOf<K>>>> {
  const [method = 'GET', template = ''] = key.split(' ')
  try {
    const response = await send(method, apiPath(template, options.params as Record<string, number>, options.query), options.body, options.headers)
    if (!response.ok) return await failureOf(response)
    const data = (await response.json().catch(() => null)) as OutputOf<EndpointOf<K>>
    return { ok: true, status: response.status, data, headers: response.headers }
  } catch {
    return NETWORK_FAILURE
  }
}

/** An upload endpoint (multipart) takes the browser's FormData. */
type FormDataOptions<K extends ApiKey> = EndpointOf<K> extends { multipart: object } ? ParamsOptions<EndpointOf<K>> & { body: FormData; query?: undefined; headers?: undefined } : never

/** A file answer (the CSV export): its bytes and the name the server gave it. */
export async function downloadApiFile<K extends ApiKey & `GET ${string}`>(
  key: K,
  options: { params?: PathParams<EndpointOf<K>['path']>; query?: CallOptions<K>['query'] } = {},
): Promise<{ ok: true; blob: Blob; filename: string } | ApiFailure> {
  try {
    const response = await send('GET', apiPath(key.slice(4), options.params as Record<string, number> | undefined, options.query), undefined)
    if (!response.ok) return await failureOf(response)
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download'
    return { ok: true, blob: await response.blob(), filename }
  } catch {
    return NETWORK_FAILURE
  }
}
