import { ownReceiptEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { ownReceipt } from '@/server/services/donors/donorOverview'

export const dynamic = 'force-dynamic'

export const GET = serve(ownReceiptEndpoint, async ({ payload, donor, params }) => {
  const { filename, bytes } = await ownReceipt(payload, donor, params.id)
  return fileResponse({ body: Buffer.from(bytes), contentType: 'application/pdf', size: bytes.byteLength, caching: 'no-store', download: filename })
})
