import type { Instrumentation } from 'next'

/** Traces are wanted when an OTLP endpoint is set (for all signals, or for traces alone). */
const tracingWanted = (): boolean => Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)

/**
 * Runs once when a server starts (not during `next build`). The console is routed to the log
 * (src/lib/log.ts: one JSON object a line). With an OTLP endpoint set, tracing
 * starts first (src/bootstrap/startTracing.ts; without one, none of it is even loaded). The
 * Node.js part then initialises Payload, which applies pending migrations and creates the first
 * staff account before the first visitor.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Every line of the server's log is one JSON object, Next's own and any library's too.
  ;(await import('./lib/log')).routeConsoleToLog()
  if (tracingWanted()) (await import('./bootstrap/startTracing')).startTracing()
  const { startPayload } = await import('./bootstrap/startPayload')
  await startPayload()
}

/** An error no page, server action or route handler answered for: logged and counted. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportRequestError } = await import('./bootstrap/reportRequestError')
  await reportRequestError(...args)
}
