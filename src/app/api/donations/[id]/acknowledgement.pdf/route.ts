import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { acknowledgementPdf } from '@/server/services/letters/acknowledgements'

import { acknowledgementPdfEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(acknowledgementPdfEndpoint, async ({ payload, staff, params }) => {
  const { filename, bytes } = await acknowledgementPdf(payload, staff, params.id)
  return fileResponse({ body: Buffer.from(bytes), contentType: 'application/pdf', size: bytes.byteLength, caching: 'no-store', download: filename })
})
