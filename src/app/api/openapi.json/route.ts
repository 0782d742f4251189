import { buildOpenApiDocument } from '@/contracts/openapi'

export const dynamic = 'force-dynamic'

let cached: ReturnType<typeof buildOpenApiDocument> | undefined

export function GET(request: Request): Response {
  cached ??= buildOpenApiDocument(process.env.SITE_URL || new URL(request.url).origin)
  return Response.json(cached, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
