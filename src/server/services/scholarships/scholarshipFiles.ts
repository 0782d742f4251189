import 'server-only'

import { randomBytes } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import { SCHOLARSHIP_FILE_MAX_BYTES, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import type { ScholarshipFile } from '@/payload-types'

import { invalid, tooLarge, unsupported } from '../../domain/errors'
import type { UploadedFile } from '../../domain/upload'
import { pdfWithoutIdentity, UnreadablePdf } from './pdfWithoutIdentity'

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

/** The PDF without its author's name in its metadata; one pdf-lib cannot read (encrypted, damaged) is 422. */
async function withoutIdentity(data: Buffer, field: string): Promise<Buffer> {
  try {
    return await pdfWithoutIdentity(data)
  } catch (error) {
    if (error instanceof UnreadablePdf) throw invalid({ [field]: SCHOLARSHIP_MESSAGES.pdfUnreadable }, SCHOLARSHIP_MESSAGES.pdfUnreadable)
    throw error
  }
}

/**
 * Stores a PDF (judged by its content, not its name or declared type: anything else is 415), at
 * most 10 MB (413), under a random name, rewritten without the metadata that names its author
 * (reviewers are blind). Refusals name `field`.
 */
export async function storeScholarshipPdf(payload: Payload, file: UploadedFile | undefined, purpose: 'document' | 'letter', field = 'file'): Promise<ScholarshipFile> {
  if (!file || file.data.length === 0) throw invalid({ [field]: SCHOLARSHIP_MESSAGES.fileMissing }, SCHOLARSHIP_MESSAGES.fileMissing)
  if (file.data.length > SCHOLARSHIP_FILE_MAX_BYTES) throw tooLarge(SCHOLARSHIP_MESSAGES.fileTooLarge, { [field]: SCHOLARSHIP_MESSAGES.fileTooLarge })
  const type = await fileTypeFromBuffer(file.data)
  if (type?.mime !== 'application/pdf' || !isWholePdf(file.data)) throw unsupported(SCHOLARSHIP_MESSAGES.notPdf, { [field]: SCHOLARSHIP_MESSAGES.notPdf })
  const data = await withoutIdentity(file.data, field)
  const name = `${purpose}-${randomBytes(12).toString('base64url')}.pdf`
  return payload.create({
    collection: 'scholarship-files',
    overrideAccess: true,
    data: { purpose },
    file: { data, mimetype: 'application/pdf', name, size: data.length },
  })
}

/** Deletes stored files (their records and bytes); a file already gone is no error. */
export async function deleteScholarshipFiles(payload: Payload, ids: (number | null | undefined)[]): Promise<void> {
  const present = ids.filter((id): id is number => typeof id === 'number')
  if (present.length === 0) return
  await payload.delete({ collection: 'scholarship-files', where: { id: { in: present } }, overrideAccess: true })
}
