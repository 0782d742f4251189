import 'server-only'

import { randomUUID } from 'node:crypto'

import { trace } from '@opentelemetry/api'
import type { Payload } from 'payload'

import { logText } from '@/lib/logText'
import { isDatabaseUnavailable } from '@/lib/postgres'

import { countServerError } from '../../data/serverErrors'

/** An error no code of ours answered for: a page that failed to render, an /api route's 500. */
export type UnhandledError = {
  /** The route as the app names it (`/campaigns/[slug]`, `/api/admin/jobs/{id}/retry`). */
  route: string
  method: string
  /** The path asked for, without its query (which may hold a token). */
  path: string
  requestId: string
  error: unknown
}

/** A request id a proxy in front sent (X-Request-Id, nginx's `$request_id`), when it looks like one. */
const REQUEST_ID = /^[\w.:@/+=-]{1,100}$/

/** The request's id: the one a proxy in front gave it, or a fresh one that names this error. */
export function requestIdOf(header: string | string[] | null | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID()
}

/**
 * The error's message and those of what it wraps, the root cause first (`relation "campaigns"
 * does not exist ← Failed query: select …`), without the values a failed query was given (Drizzle
 * appends them; a visitor's email may be one).
 */
function messageOf(error: unknown): string {
  const messages: string[] = []
  for (let link: unknown = error; link !== undefined && link !== null && messages.length < 5; link = link instanceof Error ? link.cause : undefined) {
    messages.unshift((link instanceof Error ? link.message : String(link)).replace(/\nparams: [\s\S]*$/, ''))
  }
  return messages.join(' ← ')
}

/** The stack's frames only (the message is a field of its own), on one line. */
const framesOf = (error: unknown): string | undefined => {
  if (!(error instanceof Error) || !error.stack) return undefined
  const head = `${error.name}: ${error.message}`
  return error.stack.startsWith(head) ? error.stack.slice(head.length).trim() : undefined
}

/**
 * One JSON line for the log: when, the route, method, path and request id, the error's message
 * (and Next's digest, which the visitor's error page shows), the trace it belongs to when tracing
 * is on, and the stack's frames. JSON escapes every line break, so it stays one line.
 */
export function unhandledErrorLine({ route, method, path, requestId, error }: UnhandledError): string {
  const digest = (error as { digest?: unknown } | null)?.digest
  const traceId = trace.getActiveSpan()?.spanContext().traceId
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'error',
    msg: 'Unhandled error',
    route,
    method,
    path,
    request_id: requestId,
    message: messageOf(error),
    ...(typeof digest === 'string' && { digest }),
    ...(traceId && { trace_id: traceId }),
    ...(framesOf(error) && { stack: framesOf(error) }),
  })
}

/**
 * Writes the error's line to the log (stderr) at once, and counts it for the admins' hourly mail
 * and the dashboard (in the background: the answer waits for nothing). An error that says the
 * database is away is not counted: the count would fail the same way.
 */
export function reportUnhandledError(payloadSource: () => Promise<Payload>, report: UnhandledError): void {
  process.stderr.write(`${unhandledErrorLine(report)}\n`)
  if (isDatabaseUnavailable(report.error)) return
  void payloadSource()
    .then((instance) => countServerError(instance, { route: `${report.method} ${report.route}`, message: messageOf(report.error), requestId: report.requestId }))
    .catch((failure: unknown) => console.error(`An unhandled error (request ${report.requestId}) was not counted: ${logText(messageOf(failure))}`))
}
