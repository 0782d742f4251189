import { signedPersonFileEndpoint } from '@/contracts/people'
import { serve } from '@/app/api/serve'
import { clientAddress } from '@/server/http/clientAddress'
import { fileResponse } from '@/server/http/respond'
import { openPersonFile } from '@/server/services/people/personFiles'

export const dynamic = 'force-dynamic'

/** A scholarship file by a person's data export's signed link (serve() has checked it), opened as the admin it was handed to. */
export const GET = serve(signedPersonFileEndpoint, async ({ payload, params, query, request }) => {
  const { file, filename } = await openPersonFile(payload, params.id, query.staff, clientAddress(request))
  return fileResponse({ body: file.body, size: file.size, contentType: 'application/pdf', caching: 'signed-link', download: filename })
})
