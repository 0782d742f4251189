import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoFieldsSchema } from '@/contracts/photo'
import { clientAddress } from '@/server/http/clientAddress'
import { invalid } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'
import { readMultipart } from '@/server/http/multipart'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { fieldErrors, json } from '@/server/http/respond'
import { submitPhoto } from '@/server/services/gallery'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, 'gallery-submit')
  const { fields, file } = await readMultipart(request, {
    fileField: 'file',
    maxFileBytes: PHOTO_MAX_BYTES,
    tooLargeMessage: PHOTO_MESSAGES.size,
  })
  const parsed = photoFieldsSchema.safeParse(fields)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (!file || file.data.length === 0) errors.file = PHOTO_MESSAGES.missing
  if (!parsed.success || errors.file) throw invalid(errors)
  const photo = await submitPhoto({ ...parsed.data, file, consentIp: clientAddress(request) })
  return json({ id: photo.id, message: 'Photo submitted successfully! It will appear after approval.' }, { status: 201 })
})
