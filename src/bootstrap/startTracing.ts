import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base'
import { registerOTel } from '@vercel/otel'

/** Attributes that hold a request's address (Next's `http.target` is `req.url`, query included). */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full']

/**
 * Addresses leave without their query: one-time tokens travel in some (`/donate/manage?token=…`,
 * a donor's checkout session). Next sets them as a span starts, before this sees it.
 */
const withoutQueries: SpanProcessor = {
  onStart(span) {
    for (const key of ADDRESS_ATTRIBUTES) {
      const value = span.attributes[key]
      if (typeof value === 'string' && value.includes('?')) span.setAttribute(key, value.slice(0, value.indexOf('?')))
    }
  },
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
}

/**
 * Sends OpenTelemetry traces over OTLP/HTTP to the endpoint the standard OTEL_* variables name
 * (protobuf, or JSON with OTEL_EXPORTER_OTLP_PROTOCOL=http/json): Next's own spans (each request,
 * its rendering, its route handler), outgoing fetches, and every database query made within a
 * request. Runs before Payload starts, so the database driver is loaded instrumented.
 */
export function startTracing(): void {
  registerOTel({
    serviceName: 'from-loss-to-light',
    // The jobs runner asks the database every second: only queries inside a request are traced.
    instrumentations: ['auto', new PgInstrumentation({ requireParentSpan: true })],
    // Fetches to this machine (the server itself, local services) are left out: a fetch span's
    // name carries the address's query, which withoutQueries cannot reach.
    instrumentationConfig: { fetch: { ignoreUrls: [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//] } },
    spanProcessors: [withoutQueries, 'auto'],
  })
}
