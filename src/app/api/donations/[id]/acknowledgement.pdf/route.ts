import { acknowledgementPdfEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { acknowledgementPdf } from '@/server/services/letters/acknowledgements'

export const dynamic = 'force-dynamic'

export const GET = serve(acknowledgementPdfEndpoint, async ({ payload, staff, params }) => {
  const { filename, bytes } = await acknowledgementPdf(payload, staff, params.id)
  return fileResponse({ body: Buffer.from(bytes), contentType: 'application/pdf', size: bytes.byteLength, caching: 'no-store', download: filename })
})
