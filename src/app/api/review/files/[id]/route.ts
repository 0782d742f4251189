import { openReviewFileEndpoint } from '@/contracts/scholarshipReview'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openReviewFile } from '@/server/services/scholarships/reviewFiles'

export const dynamic = 'force-dynamic'

export const GET = serve(openReviewFileEndpoint, async ({ payload, staff, params }) => {
  const { file, filename } = await openReviewFile(payload, staff, params.id)
  return fileResponse({ body: file.body, size: file.size, contentType: 'application/pdf', caching: 'no-store', download: filename })
})
