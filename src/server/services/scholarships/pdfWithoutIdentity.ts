import 'server-only'

import { PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream } from 'pdf-lib'

/** A PDF that could not be rewritten (encrypted, damaged): the caller refuses it. */
export class UnreadablePdf extends Error {
  override readonly name = 'UnreadablePdf'
}

const METADATA = PDFName.of('Metadata')

/**
 * The PDF rewritten without what names its author: the document information (Author, Creator,
 * Producer, Title, Subject, Keywords) blanked and every XMP metadata stream removed, the catalog's
 * first. Reviewers are blind: an applicant's word processor writes their name into these. The
 * removed objects are deleted, not only unlinked, since pdf-lib writes every object it holds.
 */
export async function pdfWithoutIdentity(data: Buffer): Promise<Buffer> {
  let document: PDFDocument
  try {
    document = await PDFDocument.load(data, { updateMetadata: false })
  } catch (error) {
    throw new UnreadablePdf(error instanceof Error ? error.message : 'unreadable')
  }
  const catalogMetadata = document.catalog.get(METADATA)
  document.catalog.delete(METADATA)
  if (catalogMetadata instanceof PDFRef) document.context.delete(catalogMetadata)
  for (const [ref, object] of document.context.enumerateIndirectObjects()) {
    const isXmp = (object instanceof PDFRawStream || object instanceof PDFStream) && object.dict.get(PDFName.of('Type')) === METADATA
    if (isXmp) document.context.delete(ref)
  }
  document.setTitle('')
  document.setAuthor('')
  document.setSubject('')
  document.setKeywords([])
  document.setCreator('')
  document.setProducer('')
  try {
    return Buffer.from(await document.save({ updateFieldAppearances: false }))
  } catch (error) {
    throw new UnreadablePdf(error instanceof Error ? error.message : 'unwritable')
  }
}
