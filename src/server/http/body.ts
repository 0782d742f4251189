import type { z } from 'zod'

import { badRequest, invalid, tooLarge, unsupportedMedia } from './errors'
import { fieldErrors } from './respond'

const JSON_LIMIT_BYTES = 64 * 1024

/** Reads at most `limit` bytes of a body; more is refused with 413 without reading it all. */
async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw tooLarge('The request is too large.')
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLarge('The request is too large.')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Parses a JSON body and validates it with the shared zod schema of that payload. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw unsupportedMedia('Please send JSON (Content-Type: application/json).')
  }
  const text = await readText(request, JSON_LIMIT_BYTES)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest('The request body must be a JSON object.')
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw invalid(fieldErrors(parsed.error))
  return parsed.data
}
