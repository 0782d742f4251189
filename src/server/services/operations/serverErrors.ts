import 'server-only'

import { randomUUID } from 'node:crypto'

import { trace } from '@opentelemetry/api'
import type { Payload } from 'payload'

import { errorFramesOf, errorMessageOf, log } from '@/lib/log'
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
 * The line's fields: the route, method, path and request id, the error's message (the root cause
 * first, never the values a failed query was given: `errorMessageOf`), Next's digest (which the
 * visitor's error page shows), the trace it belongs to when tracing is on, and the stack's frames.
 */
export function unhandledErrorFields({ route, method, path, requestId, error }: UnhandledError): Record<string, string> {
  const digest = (error as { digest?: unknown } | null)?.digest
  const traceId = trace.getActiveSpan()?.spanContext().traceId
  const stack = errorFramesOf(error)
  return {
    route,
    method,
    path,
    request_id: requestId,
    message: errorMessageOf(error),
    ...(typeof digest === 'string' && { digest }),
    ...(traceId && { trace_id: traceId }),
    ...(stack && { stack }),
  }
}

/**
 * Writes the error's line to the log (src/lib/log.ts, one line of JSON) at once, and counts it for the admins' hourly mail
 * and the dashboard (in the background: the answer waits for nothing). An error that says the
 * database is away is not counted: the count would fail the same way.
 */
export function reportUnhandledError(payloadSource: () => Promise<Payload>, report: UnhandledError): void {
  log.error(unhandledErrorFields(report), 'Unhandled error')
  if (isDatabaseUnavailable(report.error)) return
  void payloadSource()
    .then((instance) => countServerError(instance, { route: `${report.method} ${report.route}`, message: errorMessageOf(report.error), requestId: report.requestId }))
    .catch((failure: unknown) => log.error({ err: failure, request_id: report.requestId }, 'An unhandled error was not counted'))
}
