import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@/contracts/photo'
import { clientAddress } from '@/server/http/clientAddress'
import { invalid } from '@/server/domain/errors'
import { readMultipart } from '@/server/http/multipart'
import { fieldErrors } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { submitPhoto } from '@/server/services/gallery'

import { submitPhotoEndpoint } from './endpoint'

export const POST = serve(submitPhotoEndpoint, async ({ payload, request }) => {
  const { fields, file } = await readMultipart(request, {
    fileField: submitPhotoEndpoint.multipart.file,
    maxFileBytes: PHOTO_MAX_BYTES,
    tooLargeMessage: PHOTO_MESSAGES.size,
  })
  const parsed = submitPhotoEndpoint.multipart.fields.safeParse(fields)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (!file || file.data.length === 0) errors.file = PHOTO_MESSAGES.missing
  if (!parsed.success || errors.file) throw invalid(errors)
  const photo = await submitPhoto(payload, { ...parsed.data, file, consentIp: clientAddress(request) })
  return { id: photo.id, message: 'Photo submitted successfully! It will appear after approval.' }
})
