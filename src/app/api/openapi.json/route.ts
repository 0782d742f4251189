import { buildOpenApiDocument } from '@/contracts/openapi'

import { endpoints } from '@/contracts/endpoints'

export const dynamic = 'force-dynamic'

let cached: ReturnType<typeof buildOpenApiDocument> | undefined

/** The document is built from the endpoints' declarations (src/contracts/endpoints.ts). */
export function GET(request: Request): Response {
  cached ??= buildOpenApiDocument(process.env.SITE_URL || new URL(request.url).origin, endpoints)
  return Response.json(cached, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
