import { sponsorshipLogoEndpoint } from '@/contracts/sponsors'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openPhotoCard } from '@/server/media'
import { sponsorshipLogoFile } from '@/server/services/sponsorships/staff'

/** A sponsor's logo by signed link (serve() has checked it), for staff to look at before approving. */
export const GET = serve(sponsorshipLogoEndpoint, async ({ payload, params: { id } }) => {
  const file = await openPhotoCard('campaign-images', await sponsorshipLogoFile(payload, id))
  if (!file) throw notFound()
  return fileResponse({ ...file, caching: 'signed-link' })
})
