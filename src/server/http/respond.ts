import '@/lib/zod-messages' // zod's own messages in English, as the 422 bodies have always read

import type { core } from 'zod/mini'

import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy.mjs'

import { ApiError } from './errors'

/** An answer only its caller may see (the default): nothing between keeps it. */
export const json = (data: unknown, init: ResponseInit = {}): Response =>
  Response.json(data, {
    ...init,
    headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, ...(init.headers as Record<string, string>) },
  })

/** An answer the same for everyone, that a CDN may keep briefly (see src/lib/cache-policy.mjs). */
export const publicJson = (data: unknown): Response => json(data, { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } })

export const errorResponse = (error: ApiError): Response =>
  json(error.fields ? { detail: error.detail, fields: error.fields } : { detail: error.detail }, { status: error.status, headers: error.headers })

/** Turns zod issues into `{field: message}`, first message per field. */
export function fieldErrors(error: core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * Who may keep a file answer: `signed-link` only the browser that holds the link, for the link's
 * hour; `public` as a public GET (src/lib/cache-policy.mjs); `no-store` nobody (an export of
 * personal data).
 */
const FILE_CACHE_CONTROL = {
  'signed-link': 'private, max-age=3600',
  public: PUBLIC_CACHE_CONTROL,
  'no-store': 'no-store',
} as const

export type FileCaching = keyof typeof FILE_CACHE_CONTROL

type FileAnswer = {
  body: BodyInit
  contentType: string
  /** Its length in bytes, when known before it is sent. */
  size?: number
  caching: FileCaching
  /** Offered to be saved under this name (`attachment`), rather than shown. */
  download?: string
  /** Shown (or opened by its app, a calendar) under this name, if saved (`inline`). */
  inlineName?: string
}

/** Every file answer (a photo, a CSV export): its type, length when known, caching and name. */
export function fileResponse({ body, contentType, size, caching, download, inlineName }: FileAnswer): Response {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': FILE_CACHE_CONTROL[caching] }
  if (size !== undefined) headers['Content-Length'] = String(size)
  if (download) headers['Content-Disposition'] = `attachment; filename="${download}"`
  else if (inlineName) headers['Content-Disposition'] = `inline; filename="${inlineName}"`
  return new Response(body, { headers })
}
