import { serve } from '@/app/api/serve'
import { approvePhoto as approve } from '@/server/services/gallery'

import { approvePhoto } from './endpoint'

export const PUT = serve(approvePhoto, async ({ payload, staff, params }) => approve(payload, staff, params.id))
