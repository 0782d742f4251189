import config from '@payload-config'
import type { Instrumentation } from 'next'
import { getPayload } from 'payload'

import { reportUnhandledError, requestIdOf } from '@/server/services/operations/serverErrors'

/**
 * Next's report of an error no page, action or route answered for (src/instrumentation.ts): one
 * log line, and a count for the admins' hourly mail and the dashboard.
 */
export const reportRequestError: Instrumentation.onRequestError = (error, request, context) => {
  reportUnhandledError(() => getPayload({ config }), {
    route: context.routePath,
    method: request.method,
    path: request.path.split('?')[0] ?? request.path,
    requestId: requestIdOf(request.headers['x-request-id']),
    error,
  })
}
