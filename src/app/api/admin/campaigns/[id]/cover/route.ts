import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@/contracts/photo'
import { invalid } from '@/server/domain/errors'
import { readMultipart } from '@/server/http/multipart'
import { serve } from '@/app/api/serve'
import { removeCampaignCover, setCampaignCover } from '@/server/services/campaigns'

import { removeCampaignCoverEndpoint, setCampaignCoverEndpoint } from './endpoint'

export const PUT = serve(setCampaignCoverEndpoint, async ({ payload, staff, params, request }) => {
  const field = setCampaignCoverEndpoint.multipart.file
  const { file } = await readMultipart(request, { fileField: field, maxFileBytes: PHOTO_MAX_BYTES, tooLargeMessage: PHOTO_MESSAGES.size })
  if (!file || file.data.length === 0) throw invalid({ [field]: PHOTO_MESSAGES.missing })
  return setCampaignCover(payload, staff, params.id, file)
})

export const DELETE = serve(removeCampaignCoverEndpoint, async ({ payload, staff, params }) => removeCampaignCover(payload, staff, params.id))
