import '@/lib/zod-messages' // zod's own messages in English, as the 422 bodies have always read

import type { core } from 'zod/mini'

import { ApiError } from './errors'

const NO_STORE = { 'Cache-Control': 'no-store' }

export const json = (data: unknown, init: ResponseInit = {}): Response =>
  Response.json(data, { ...init, headers: { ...NO_STORE, ...(init.headers as Record<string, string>) } })

export const errorResponse = (error: ApiError): Response =>
  json(
    error.fields ? { detail: error.detail, fields: error.fields } : { detail: error.detail },
    { status: error.status, headers: error.headers },
  )

/** Turns zod issues into `{field: message}`, first message per field. */
export function fieldErrors(error: core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}
