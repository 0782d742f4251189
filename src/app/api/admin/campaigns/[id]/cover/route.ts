import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@/contracts/photo'
import { invalid } from '@/server/domain/errors'
import { readMultipart } from '@/server/http/multipart'
import { serve } from '@/app/api/serve'
import { removeCampaignCover as takeCoverAway, setCampaignCover as storeCover } from '@/server/services/campaigns'

import { removeCampaignCover, setCampaignCover } from './endpoint'

export const PUT = serve(setCampaignCover, async ({ payload, staff, params, request }) => {
  const field = setCampaignCover.multipart.file
  const { file } = await readMultipart(request, { fileField: field, maxFileBytes: PHOTO_MAX_BYTES, tooLargeMessage: PHOTO_MESSAGES.size })
  if (!file || file.data.length === 0) throw invalid({ [field]: PHOTO_MESSAGES.missing })
  return storeCover(payload, staff, params.id, file)
})

export const DELETE = serve(removeCampaignCover, async ({ payload, staff, params }) => takeCoverAway(payload, staff, params.id))
