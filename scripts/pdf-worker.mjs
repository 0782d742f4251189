// A worker thread that reads one uploaded PDF and writes the two copies the site keeps: the
// review copy (a new document of the pages' content alone: what reviewers open) and the
// original without its active content (what admins open). Started per file by
// src/server/pdfWorkers.ts with a memory cap and a time limit; it answers one message:
//   { ok: true, reviewCopy, original } | { ok: false, reason: 'over-bounds' | 'unreadable' }
// Next's build bundles it as a worker entry of its own (it sees `new Worker(path)`); it runs
// unbundled as well (scripts/assemble-image.mjs traces it and pdf-lib into the image).
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { deflateSync } from 'node:zlib'

// On Linux this thread alone runs at the lowest priority, from before pdf-lib loads: requests on
// the server's thread come first.
try {
  setPriority(19)
} catch {
  // Not permitted here: the time limit still holds.
}

const require = createRequire(import.meta.url)
/** @type {import('pdf-lib')} */
const pdfLib = require('pdf-lib')

const { PDFArray, PDFContext, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, decodePDFRawStream } = pdfLib

// pdf-lib's one decoder of compressed streams (not exported: found as the base of the Flate
// decoder, so it is the very class pdf-lib uses, bundled by Next's build or not) and its registry
// of objects: both are bounded below.
const probe = PDFContext.create()
const DecodeStream = Object.getPrototypeOf(Object.getPrototypeOf(decodePDFRawStream(PDFRawStream.of(probe.obj({ Filter: 'FlateDecode' }), deflateSync(Buffer.alloc(0)))))).constructor
if (typeof DecodeStream.prototype.ensureBuffer !== 'function') throw new Error('pdf-lib has no DecodeStream.ensureBuffer to bound')

/** Objects one file may hold (a long report has a few thousand; the attack had 800,000). */
const MAX_OBJECTS = 50_000
/** Bytes pdf-lib may inflate while reading the file (object and cross-reference streams; the attack inflated 500 MB). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024
/**
 * Bytes one stream may inflate to. pdf-lib inflates only object and cross-reference streams while
 * reading (pages' content is copied as it is); writers pack about 100 objects in one object stream
 * (qpdf, Acrobat), a few hundred KB. One stream of 8 MB is already absurd, and refusing there, not
 * at 64 MB, refuses a one-stream bomb in an eighth of the inflating (a busy machine's seconds).
 */
const MAX_STREAM_INFLATED_BYTES = 8 * 1024 * 1024

class OverBounds extends Error {}

// pdf-lib's warnings would go to the server's log; the file's content must not.
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {}

let overBounds = false
const refuse = () => {
  overBounds = true
  throw new OverBounds('over the bounds')
}

let inflated = 0
const ensureBuffer = DecodeStream.prototype.ensureBuffer
DecodeStream.prototype.ensureBuffer = function bounded(requested) {
  const before = this.buffer.byteLength
  if (overBounds || (requested > before && (requested > MAX_STREAM_INFLATED_BYTES || inflated + requested - before > MAX_INFLATED_BYTES))) refuse()
  const buffer = ensureBuffer.call(this, requested)
  inflated += buffer.byteLength - before
  return buffer
}
const assign = PDFContext.prototype.assign
PDFContext.prototype.assign = function bounded(ref, object) {
  if (overBounds || this.indirectObjects.size >= MAX_OBJECTS) refuse()
  return assign.call(this, ref, object)
}

/**
 * Objects the raw file declares, before any parsing: `n g obj` headers and the counts (`/N`) of
 * its object streams. Cheap, and refuses most over-large files at once; the bounds above hold
 * whatever this misses.
 */
function declaredObjects(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  let count = 0
  for (const _ of text.matchAll(/\d+\s+\d+\s+obj\b/g)) if (++count > MAX_OBJECTS) return count
  for (const match of text.matchAll(/\/N\s+(\d{1,9})\b/g)) if ((count += Number(match[1])) > MAX_OBJECTS) return count
  return count
}

const name = (value) => PDFName.of(value)
/** Keys of a page the review copy keeps: what draws it. Everything else (annotations, actions, metadata, thumbnails, structure) goes. */
const PAGE_KEYS = new Set(['Type', 'Parent', 'Contents', 'Resources', 'MediaBox', 'CropBox', 'Rotate', 'UserUnit', 'Group'])
/** What a page may inherit from the page tree, kept on the page itself when it is copied. */
const PDFPageLeafInheritable = ['Resources', 'MediaBox', 'CropBox', 'Rotate']
/** Keys removed from every dictionary of the review copy: metadata, private data, actions and scripts at any level. */
const REVIEW_DROPPED_KEYS = [
  'Metadata',
  'PieceInfo',
  'LastModified',
  'AA',
  'A',
  'OpenAction',
  'JS',
  'JavaScript',
  'URI',
  'Annots',
  'StructParent',
  'StructParents',
  'Names',
  'AcroForm',
  'Outlines',
  'EmbeddedFiles',
  'AF',
]
/** Actions an admin's reader may still follow in the original: moving within the document. */
const HARMLESS_ACTIONS = new Set(['GoTo'])
/** Annotations that play or run something. */
const ACTIVE_ANNOTATIONS = new Set(['Screen', 'Movie', 'Sound', 'RichMedia', '3D'])

/** Every dictionary of the document: indirect objects, the dictionaries of streams, and dictionaries nested in either. */
function* dictionaries(context) {
  const seen = new Set()
  const stack = context.enumerateIndirectObjects().map(([, object]) => object)
  while (stack.length) {
    const object = stack.pop()
    if (!object || seen.has(object)) continue
    seen.add(object)
    if (object instanceof PDFStream) stack.push(object.dict)
    else if (object instanceof PDFArray) stack.push(...object.asArray())
    else if (object instanceof PDFDict) {
      yield object
      stack.push(...object.values())
    }
  }
}

const typeOf = (context, dict, key) => {
  const value = context.lookup(dict.get(name(key)))
  return value instanceof PDFName ? value.decodeText() : undefined
}

/** Deletes every indirect object the trailer's catalog does not reach (pdf-lib writes every object it holds). */
function dropUnreachable(context) {
  const reached = new Set()
  const stack = [context.trailerInfo.Root, context.trailerInfo.Info].filter(Boolean)
  while (stack.length) {
    const object = stack.pop()
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue
      reached.add(object)
      stack.push(context.lookup(object))
    } else if (object instanceof PDFStream) stack.push(object.dict)
    else if (object instanceof PDFArray) stack.push(...object.asArray())
    else if (object instanceof PDFDict) stack.push(...object.values())
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref)
}

/** The original as admins open it: every script, action other than moving within it, and annotation that plays something, removed. */
function withoutActiveContent(document) {
  const { context } = document
  for (const dict of [...dictionaries(context)]) {
    dict.delete(name('OpenAction'))
    dict.delete(name('AA'))
    dict.delete(name('XFA'))
    dict.delete(name('JavaScript'))
    const action = context.lookup(dict.get(name('A')))
    if (action instanceof PDFDict && !HARMLESS_ACTIONS.has(typeOf(context, action, 'S'))) dict.delete(name('A'))
    if (dict.has(name('S')) && dict.has(name('Next'))) dict.delete(name('Next'))
    const annotations = context.lookup(dict.get(name('Annots')))
    if (annotations instanceof PDFArray) {
      const kept = annotations.asArray().filter((each) => {
        const annotation = context.lookup(each)
        return !(annotation instanceof PDFDict) || !ACTIVE_ANNOTATIONS.has(typeOf(context, annotation, 'Subtype'))
      })
      dict.set(name('Annots'), context.obj(kept))
    }
  }
  dropUnreachable(context)
}

/** The review copy: a new document holding each page's content and the resources it draws with, and nothing else. */
async function reviewCopyOf(source) {
  const copy = await PDFDocument.create({ updateMetadata: false })
  for (const page of source.getPages()) {
    const node = page.node
    for (const key of PDFPageLeafInheritable) {
      const value = node.getInheritableAttribute(name(key))
      if (value && !node.get(name(key))) node.set(name(key), value)
    }
    for (const key of node.keys()) if (!PAGE_KEYS.has(key.decodeText())) node.delete(key)
  }
  const pages = await copy.copyPages(source, source.getPageIndices())
  for (const page of pages) copy.addPage(page)
  const { context } = copy
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object
    if (dict instanceof PDFDict && (typeOf(context, dict, 'Type') === 'Metadata' || typeOf(context, dict, 'Subtype') === 'XML')) context.delete(ref)
  }
  for (const dict of [...dictionaries(context)]) for (const key of REVIEW_DROPPED_KEYS) dict.delete(name(key))
  delete context.trailerInfo.Info
  delete context.trailerInfo.ID
  dropUnreachable(context)
  return copy.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false })
}
async function rewrite(bytes) {
  if (declaredObjects(bytes) > MAX_OBJECTS) return { ok: false, reason: 'over-bounds' }
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false })
    if (overBounds) return { ok: false, reason: 'over-bounds' }
    if (!(source.catalog instanceof PDFDict) || source.getPageCount() === 0) return { ok: false, reason: 'unreadable' }
    withoutActiveContent(source)
    const original = await source.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false })
    const reviewCopy = await reviewCopyOf(source)
    return { ok: true, reviewCopy, original }
  } catch (error) {
    return { ok: false, reason: overBounds || error instanceof OverBounds ? 'over-bounds' : 'unreadable' }
  }
}

const answer = await rewrite(workerData.data)
parentPort.postMessage(answer, answer.ok ? [answer.reviewCopy.buffer, answer.original.buffer] : [])
