import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@/contracts/photo'
import { invalid } from '@/server/domain/errors'
import type { UploadedFile } from '@/server/domain/upload'
import { readJson } from '@/server/http/body'
import { readMultipart } from '@/server/http/multipart'
import { fieldErrors } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { startFundraiser } from '@/server/services/fundraisers'

import { startFundraiserEndpoint } from './endpoint'

/** Multipart (the form, with or without a photo) or JSON (no photo); the gallery's body bounds and file checks. */
export const POST = serve(startFundraiserEndpoint, async ({ payload, request }) => {
  const schema = startFundraiserEndpoint.multipart.fields
  let fields: unknown
  let photo: UploadedFile | undefined
  if (/^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')) {
    fields = await readJson(request, schema)
  } else {
    const body = await readMultipart(request, { fileField: startFundraiserEndpoint.multipart.file, maxFileBytes: PHOTO_MAX_BYTES, tooLargeMessage: PHOTO_MESSAGES.size })
    fields = body.fields
    photo = body.file
  }
  const parsed = schema.safeParse(fields)
  if (!parsed.success) throw invalid(fieldErrors(parsed.error))
  await startFundraiser(payload, { ...parsed.data, photo })
  return { message: FUNDRAISER_MESSAGES.started }
})
