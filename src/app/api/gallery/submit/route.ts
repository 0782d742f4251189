import { submitPhotoEndpoint } from '@/contracts/gallery'
import { clientAddress } from '@/server/http/clientAddress'
import { serve } from '@/app/api/serve'
import { submitPhoto } from '@/server/services/media/gallery'

export const POST = serve(submitPhotoEndpoint, async ({ payload, request, body, file }) => {
  const photo = await submitPhoto(payload, { ...body, file, consentIp: clientAddress(request) })
  return { id: photo.id, message: 'Photo submitted successfully! It will appear after approval.' }
})
