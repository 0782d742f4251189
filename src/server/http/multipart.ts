import 'server-only'

import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import busboy from 'busboy'

import type { Upload } from '@/contracts/endpoint'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@/contracts/photo'

import type { UploadedFile } from '../domain/upload'
import { BODY_LIMITS, limitedBody, NUL_MESSAGE, readJson } from './body'
import { DomainError, invalid, tooLarge, unsupported } from '../domain/errors'
import { badRequest } from './errors'
import { refuseHoneypot } from './honeypot'
import { fieldErrors } from './respond'

export type MultipartResult = { fields: Record<string, string>; file?: UploadedFile }

type Limits = { fileField: string; maxFileBytes: number; tooLargeMessage: string; what?: string }

/**
 * Streams a multipart body through busboy. The file is kept in memory only up to its limit: the
 * moment it grows past, parsing stops and the request is answered 413.
 */
export async function readMultipart(request: Request, limits: Limits): Promise<MultipartResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw unsupported(`Please send the ${limits.what ?? 'photo'} as multipart/form-data.`)
  }
  // The whole body is counted as it is read, not only the file part busboy limits.
  let body: ReturnType<typeof limitedBody>
  try {
    body = limitedBody(request, 'upload', Math.max(BODY_LIMITS.upload, limits.maxFileBytes + 256 * 1024))
  } catch (error) {
    throw error instanceof DomainError && error.kind === 'too-large' ? tooLarge(limits.tooLargeMessage, { file: limits.tooLargeMessage }) : error
  }
  if (!body.stream) throw badRequest('The request has no body.')
  const bodyStream = body.stream
  /** Why the body stopped: over its limit (413), past its deadline (408), or cut off by the client. */
  const interrupted = () => {
    const failure = body.failure()
    if (failure instanceof DomainError && failure.kind === 'too-large') return tooLarge(limits.tooLargeMessage, { file: limits.tooLargeMessage })
    return failure ?? badRequest('The upload was interrupted.')
  }

  return new Promise<MultipartResult>((resolve, reject) => {
    const fields: Record<string, string> = {}
    let file: UploadedFile | undefined
    let failed = false
    const source = Readable.fromWeb(bodyStream as unknown as NodeWebStream)
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      source.unpipe()
      source.destroy()
      reject(error)
    }
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': type },
        limits: { fileSize: limits.maxFileBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 30 },
      })
    } catch {
      throw badRequest('The multipart body could not be read.')
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(tooLarge(`The field “${name}” is too long.`))
      if (value.includes('\0')) return fail(badRequest(NUL_MESSAGE))
      fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', () => fail(interrupted()))
      stream.on('limit', () => fail(tooLarge(limits.tooLargeMessage, { file: limits.tooLargeMessage })))
      stream.on('end', () => {
        if (!failed) file = { data: Buffer.concat(chunks), filename: (info.filename ?? 'upload').replaceAll('\0', ''), declaredType: info.mimeType }
      })
    })
    parser.on('filesLimit', () => fail(badRequest(`Please send one ${limits.what ?? 'photo'} at a time.`)))
    parser.on('error', () => fail(body.failure() ? interrupted() : badRequest('The multipart body could not be read.')))
    parser.on('close', () => {
      if (!failed) resolve({ fields, file })
    })
    source.on('error', () => fail(interrupted()))
    source.pipe(parser)
  })
}

/**
 * A multipart endpoint's body as its declaration says (serve() calls it): the photo within
 * PHOTO_MAX_BYTES (or the file within the declaration's own `limits`), the fields parsed with their schema (422 per field, the missing file's among
 * them when it is required), or a JSON body where the endpoint also takes one.
 */
export async function readUpload(request: Request, upload: Upload): Promise<{ fields: unknown; file?: UploadedFile }> {
  if (upload.json && /^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')) {
    const fields = await readJson(request, upload.json)
    if (upload.honeypot) refuseHoneypot(fields)
    return { fields }
  }
  const limits = upload.limits ?? { maxFileBytes: PHOTO_MAX_BYTES, tooLarge: PHOTO_MESSAGES.size, missing: PHOTO_MESSAGES.missing, what: 'photo' }
  const { fields, file } = await readMultipart(request, { fileField: upload.file, maxFileBytes: limits.maxFileBytes, tooLargeMessage: limits.tooLarge, what: limits.what })
  if (upload.honeypot) refuseHoneypot(fields)
  const parsed = upload.fields.safeParse(fields)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (upload.fileRequired && (!file || file.data.length === 0)) errors[upload.file] = limits.missing
  if (!parsed.success || errors[upload.file]) throw invalid(errors)
  return { fields: parsed.data, file }
}
