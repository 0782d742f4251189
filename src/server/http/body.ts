import type * as z from 'zod/mini'

import { invalid, tooLarge, unsupported } from '../domain/errors'
import { positiveSetting } from '@/lib/settings'

import { badRequest, bodyTooSlow } from './errors'
import { fieldErrors } from './respond'

/** The kinds of body the server reads, each with its size limit and its deadline. */
export type BodyKind = 'apiJson' | 'json' | 'webhook' | 'upload'

/** Most bytes of a request body, counted as they are read (Content-Length and chunking aside). */
export const BODY_LIMITS: Record<BodyKind, number> = {
  /** The /api contract's JSON bodies. */
  apiJson: 64 * 1024,
  /** Payload's REST (/cms/api): documents with rich text, and url-encoded queries. */
  json: 1024 * 1024,
  /** Stripe's webhook events. */
  webhook: 1024 * 1024,
  /** A photo of up to 10 MB with its form fields. */
  upload: 10 * 1024 * 1024 + 256 * 1024,
}

/**
 * How long a body may take to arrive, from the moment the handler starts reading it; then 408.
 * A trickled body would otherwise hold its connection for the server's whole request timeout
 * (scripts/server.mjs). Small JSON arrives in a fraction of a second even on a poor phone line.
 * `BODY_DEADLINE_SECONDS` (10) and `UPLOAD_DEADLINE_SECONDS` (120) change them.
 */
export function bodyDeadlineMs(kind: BodyKind): number {
  switch (kind) {
    case 'apiJson':
    case 'webhook':
      return positiveSetting('BODY_DEADLINE_SECONDS', 10) * 1000
    /** Payload's REST: up to 1 MB of JSON from staff. */
    case 'json':
      return 30_000
    /** 10 MB in two minutes: about 85 KB/s, a slow mobile upload. */
    case 'upload':
      return positiveSetting('UPLOAD_DEADLINE_SECONDS', 120) * 1000
  }
}

const TOO_LARGE = 'The request is too large.'
export const NUL_MESSAGE = 'Text may not contain NUL characters.'

const declaredLength = (request: Request): number => Number(request.headers.get('content-length') ?? 0) || 0

/**
 * The request's body as a stream that errors once more than `limit` bytes have passed (413) or
 * once its kind's deadline has passed before its end (408), so a consumer (busboy, Payload) never
 * reads past either. `failure()` tells afterwards why it stopped, if it did.
 */
export function limitedBody(request: Request, kind: BodyKind, limit = BODY_LIMITS[kind]): { stream: ReadableStream<Uint8Array> | null; failure: () => Error | undefined } {
  if (declaredLength(request) > limit) throw tooLarge(TOO_LARGE)
  if (!request.body) return { stream: null, failure: () => undefined }
  let size = 0
  let failed: Error | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = (controller: TransformStreamDefaultController<Uint8Array>, error: Error) => {
    clearTimeout(timer)
    failed ??= error
    try {
      controller.error(error)
    } catch {
      // The consumer has already let go of the stream.
    }
  }
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      const ms = bodyDeadlineMs(kind)
      timer = setTimeout(() => stop(controller, bodyTooSlow(ms / 1000)), ms)
    },
    transform(chunk, controller) {
      size += chunk.byteLength
      if (size > limit) return stop(controller, tooLarge(TOO_LARGE))
      controller.enqueue(chunk)
    },
    flush() {
      clearTimeout(timer)
    },
  })
  return { stream: request.body.pipeThrough(counter), failure: () => failed }
}

/** Reads a body of this kind whole, as text: more than its limit is 413, slower than its deadline 408. */
export async function readText(request: Request, kind: BodyKind): Promise<string> {
  const { stream } = limitedBody(request, kind)
  if (!stream) return ''
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
    }
  } finally {
    reader.releaseLock()
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

const NOT_JSON = 'Please send JSON (Content-Type: application/json).'

/**
 * Parses a JSON body and validates it with the shared zod schema of that payload. An `optional`
 * body may also be left out (no bytes, or only white space, whatever the media type): it is read
 * as `{}`; one that is there must be JSON like any other.
 */
export async function readJson<S extends z.ZodMiniType>(request: Request, schema: S, { optional = false }: { optional?: boolean } = {}): Promise<z.output<S>> {
  const isJson = /^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')
  if (!isJson && !optional) throw unsupported(NOT_JSON)
  const text = await readText(request, 'apiJson')
  const empty = optional && text.trim() === ''
  if (!isJson && !empty) throw unsupported(NOT_JSON)
  let data: unknown
  try {
    data = empty ? {} : JSON.parse(text)
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
