'use client'

import useSWR, { type SWRConfiguration } from 'swr'

/** Spec: the token lives in localStorage under `auth_token`. */
export const TOKEN_KEY = 'auth_token'

export const getToken = (): string | null => (typeof window === 'undefined' ? null : window.localStorage.getItem(TOKEN_KEY))
export const setToken = (token: string): void => window.localStorage.setItem(TOKEN_KEY, token)
export const clearToken = (): void => window.localStorage.removeItem(TOKEN_KEY)

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fields?: Record<string, string>,
  ) {
    super(detail)
  }
}

/** Spec section 8: any 401 removes the token and, inside /admin, returns to the login page. */
function onUnauthorized(): void {
  clearToken()
  const path = window.location.pathname
  // A full navigation on purpose: it also drops every cached staff response.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (path.startsWith('/admin') && path !== '/admin/login') window.location.assign('/admin/login')
}

/** Every staff request goes through here: the bearer token, and the spec's handling of 401. */
export async function adminRequest(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const token = getToken()
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (response.status === 401) onUnauthorized()
  return response
}

/** JSON in and out; failures become ApiFailure with the contract's detail and fields. */
export async function adminFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await adminRequest(path, init)
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string; fields?: Record<string, string> }
    throw new ApiFailure(response.status, body.detail ?? 'Request failed', body.fields)
  }
  return (await response.json()) as T
}

/** Downloads a file from a staff-only path (the CSV export) with the bearer token. */
export async function adminDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const response = await adminRequest(path)
  if (!response.ok) throw new ApiFailure(response.status, 'Download failed')
  const disposition = response.headers.get('content-disposition') ?? ''
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download'
  return { blob: await response.blob(), filename }
}

/** SWR over adminFetch; nothing is fetched without a token. */
export function useAdminData<T>(path: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(path && getToken() ? path : null, (key: string) => adminFetch<T>(key), config)
}
