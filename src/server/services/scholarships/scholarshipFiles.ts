import 'server-only'

import { randomBytes } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import { SCHOLARSHIP_FILE_MAX_BYTES, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import type { ScholarshipFile } from '@/payload-types'

import { invalid, tooLarge, unsupported } from '../../domain/errors'
import type { UploadedFile } from '../../domain/upload'
import { PdfRefused, rewriteUploadedPdf, type RewrittenPdf } from '../../pdfWorkers'

// Applicants' documents and recommenders' letters as PDFs, through the one storage path (the
// `scholarship-files` upload collection: MEDIA_DIR or the bucket, always private).

/** The file as uploaded, as the applicant may see it again: its base name, without paths or odd characters. */
export const uploadedName = (filename: string): string =>
  (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'document.pdf'

/**
 * Whether the bytes are a whole PDF: its header, and at its end the cross-reference and the end
 * marker (what Payload's own upload check asks, so a damaged or cut-off file is refused as not a
 * PDF rather than failing later).
 */
export function isWholePdf(data: Buffer): boolean {
  if (!data.subarray(0, 8).toString('latin1').startsWith('%PDF-')) return false
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/** The review copy and the original of an uploaded PDF, read in a worker: one over the bounds is 422 "too complex", one that cannot be read 422. */
async function rewritten(data: Buffer, field: string): Promise<RewrittenPdf> {
  try {
    return await rewriteUploadedPdf(data)
  } catch (error) {
    if (!(error instanceof PdfRefused)) throw error
    const message = error.reason === 'over-bounds' ? SCHOLARSHIP_MESSAGES.pdfTooComplex : SCHOLARSHIP_MESSAGES.pdfUnreadable
    throw invalid({ [field]: message }, message)
  }
}

/**
 * Stores a PDF (judged by its content, not its name or declared type: anything else is 415), at
 * most 10 MB (413), under random names, as two files: the original without active content
 * (scripts, actions), which admins open, and the review copy the application or letter points
 * to, a new document of the pages' content alone (no metadata at any level, annotations,
 * attachments, bookmarks, forms: reviewers are blind). Both are made in a worker
 * (src/server/pdfWorkers.ts): a file over its bounds or unreadable is 422, too many at once 503.
 * Refusals name `field`.
 */
export async function storeScholarshipPdf(payload: Payload, file: UploadedFile | undefined, purpose: 'document' | 'letter', field = 'file'): Promise<ScholarshipFile> {
  if (!file || file.data.length === 0) throw invalid({ [field]: SCHOLARSHIP_MESSAGES.fileMissing }, SCHOLARSHIP_MESSAGES.fileMissing)
  if (file.data.length > SCHOLARSHIP_FILE_MAX_BYTES) throw tooLarge(SCHOLARSHIP_MESSAGES.fileTooLarge, { [field]: SCHOLARSHIP_MESSAGES.fileTooLarge })
  const type = await fileTypeFromBuffer(file.data)
  if (type?.mime !== 'application/pdf' || !isWholePdf(file.data)) throw unsupported(SCHOLARSHIP_MESSAGES.notPdf, { [field]: SCHOLARSHIP_MESSAGES.notPdf })
  const { reviewCopy, original } = await rewritten(file.data, field)
  const stored = (data: Buffer, original?: number) =>
    payload.create({
      collection: 'scholarship-files',
      overrideAccess: true,
      data: { purpose, original },
      file: { data, mimetype: 'application/pdf', name: `${purpose}-${randomBytes(12).toString('base64url')}.pdf`, size: data.length },
    })
  const kept = await stored(original)
  try {
    return await stored(reviewCopy, kept.id)
  } catch (error) {
    await deleteScholarshipFiles(payload, [kept.id]).catch(() => undefined)
    throw error
  }
}

/** Deletes stored files (their records and bytes); a file already gone is no error. */
export async function deleteScholarshipFiles(payload: Payload, ids: (number | null | undefined)[]): Promise<void> {
  const present = ids.filter((id): id is number => typeof id === 'number')
  if (present.length === 0) return
  await payload.delete({ collection: 'scholarship-files', where: { id: { in: present } }, overrideAccess: true })
}
