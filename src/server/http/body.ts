import type * as z from 'zod/mini'

import { invalid, tooLarge, unsupported } from '../domain/errors'
import { badRequest } from './errors'
import { fieldErrors } from './respond'

/** Most bytes of a request body, counted as they are read (Content-Length and chunking aside). */
export const BODY_LIMITS = {
  /** The /api contract's JSON bodies. */
  apiJson: 64 * 1024,
  /** Payload's REST (/cms/api): documents with rich text, and url-encoded queries. */
  json: 1024 * 1024,
  /** Stripe's webhook events. */
  webhook: 1024 * 1024,
  /** A photo of up to 10 MB with its form fields. */
  upload: 10 * 1024 * 1024 + 256 * 1024,
} as const

const TOO_LARGE = 'The request is too large.'
export const NUL_MESSAGE = 'Text may not contain NUL characters.'

const declaredLength = (request: Request): number => Number(request.headers.get('content-length') ?? 0) || 0

/**
 * The request's body as a stream that errors once more than `limit` bytes have passed, so a
 * consumer (busboy, Payload) never reads past it. `exceeded()` tells afterwards why it stopped.
 */
export function limitedBody(request: Request, limit: number): { stream: ReadableStream<Uint8Array> | null; exceeded: () => boolean } {
  if (declaredLength(request) > limit) throw tooLarge(TOO_LARGE)
  let size = 0
  let over = false
  if (!request.body) return { stream: null, exceeded: () => false }
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength
      if (size > limit) {
        over = true
        controller.error(tooLarge(TOO_LARGE))
        return
      }
      controller.enqueue(chunk)
    },
  })
  return { stream: request.body.pipeThrough(counter), exceeded: () => over }
}

/** Reads at most `limit` bytes of a body as text; more is refused with 413 without reading it all. */
export async function readText(request: Request, limit: number): Promise<string> {
  if (declaredLength(request) > limit) throw tooLarge(TOO_LARGE)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(TOO_LARGE)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Whether any string (key or value) in parsed JSON holds a NUL character. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\0') || containsNul(inner))
  return false
}

/** Parses a JSON body and validates it with the shared zod schema of that payload. */
export async function readJson<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw unsupported('Please send JSON (Content-Type: application/json).')
  }
  const text = await readText(request, BODY_LIMITS.apiJson)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest('The request body must be a JSON object.')
  }
  // PostgreSQL cannot store a NUL character in text; nobody types one.
  if (containsNul(data)) throw badRequest(NUL_MESSAGE)
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw invalid(fieldErrors(parsed.error))
  return parsed.data
}
