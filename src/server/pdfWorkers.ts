import 'server-only'

import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

import { unavailable } from './domain/errors'
import { createSlots } from './slots'

// Uploaded PDFs are read and rewritten off the server's thread: each in a worker thread of its
// own (scripts/pdf-worker.mjs, which bounds objects and inflated bytes inside pdf-lib), with a
// memory cap and a time limit, one at a time. The slowest file delays no other request.

/**
 * The worker's file. Next's build sees this `new Worker(path)` and bundles the file as an entry of
 * its own (`.next/server/chunks/[worker thread]-scripts_pdf-worker_mjs_….js`, in the standalone
 * output too), which is what `npm start` and the image run; unbundled, it is the plain module found
 * from the working folder (scripts/assemble-image.mjs traces it and pdf-lib into the image).
 */
const WORKER_FILE = path.join(process.cwd(), 'scripts', 'pdf-worker.mjs')
/** One file at a time: the server's thread keeps the other core. */
export const PDF_WORKERS = 1
/** Files that may wait for the worker; one more is refused at once (503). */
export const PDF_QUEUE = 4
/** The longest a file waits for its turn before it is refused. */
const PDF_WAIT_MS = 30_000
/** The longest one file may take; the worker is then stopped and the file refused as too complex. */
export const PDF_TIME_LIMIT_MS = 10_000
/** The worker's heap: a file whose reading needs more is refused as too complex. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }
const RETRY_AFTER_SECONDS = 30

/** Why a PDF was refused: over the bounds (objects, inflated bytes, memory, time) or not readable as a PDF. */
export class PdfRefused extends Error {
  override readonly name = 'PdfRefused'
  constructor(readonly reason: 'over-bounds' | 'unreadable') {
    super(reason)
  }
}

/** The two copies kept of an uploaded PDF: the pages' content alone (for reviewers), and the original without active content (for admins). */
export type RewrittenPdf = { reviewCopy: Buffer; original: Buffer }

type Answer = { ok: true; reviewCopy: Uint8Array; original: Uint8Array } | { ok: false; reason: 'over-bounds' | 'unreadable' }

const withPdfSlot = createSlots({ slots: PDF_WORKERS, queue: PDF_QUEUE, waitMs: PDF_WAIT_MS, busy: () => unavailable(SCHOLARSHIP_MESSAGES.pdfBusy, RETRY_AFTER_SECONDS) })

function inWorker(data: Buffer): Promise<RewrittenPdf> {
  return new Promise((resolve, reject) => {
    // No environment (the server's secrets) and none of the server's start-up flags.
    const worker = new Worker(WORKER_FILE, { workerData: { data }, resourceLimits: RESOURCE_LIMITS, env: {}, execArgv: [], stdout: true, stderr: true })
    worker.stdout.resume()
    worker.stderr.resume()
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(() => settle(() => reject(new PdfRefused('over-bounds'))), PDF_TIME_LIMIT_MS)
    worker.once('message', (answer: Answer) =>
      settle(() => (answer.ok ? resolve({ reviewCopy: Buffer.from(answer.reviewCopy), original: Buffer.from(answer.original) }) : reject(new PdfRefused(answer.reason)))),
    )
    // Out of its heap: the file needed more than the cap. Anything else is ours to fix (a 500).
    worker.once('error', (error: Error & { code?: string }) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfRefused('over-bounds') : error)))
    worker.once('exit', (code) => settle(() => reject(new Error(`The PDF worker stopped (exit code ${code}) without an answer.`))))
  })
}

/**
 * Reads an uploaded PDF in a worker and returns its review copy and its original without active
 * content. Throws PdfRefused (over the bounds, unreadable) or 503 when too many files wait.
 */
export const rewriteUploadedPdf = (data: Buffer): Promise<RewrittenPdf> => withPdfSlot(() => inWorker(data))
