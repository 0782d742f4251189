import { ownStatementEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { ownStatement } from '@/server/services/donors/donorOverview'

export const dynamic = 'force-dynamic'

export const GET = serve(ownStatementEndpoint, async ({ payload, donor, params }) => {
  const { filename, bytes } = await ownStatement(payload, donor, params.year)
  return fileResponse({ body: Buffer.from(bytes), contentType: 'application/pdf', size: bytes.byteLength, caching: 'no-store', download: filename })
})
