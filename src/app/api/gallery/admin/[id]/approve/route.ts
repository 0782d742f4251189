import { serve } from '@/server/http/serve'
import { approvePhoto as approve } from '@/server/services/gallery'

import { approvePhoto } from './endpoint'

export const PUT = serve(approvePhoto, async ({ staff, params }) => approve(staff, params.id))
