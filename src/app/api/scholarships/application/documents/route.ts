import { serve } from '@/app/api/serve'
import { storeApplicationDocument } from '@/server/services/scholarships/applications'

import { uploadScholarshipDocumentEndpoint } from './endpoint'

export const POST = serve(uploadScholarshipDocumentEndpoint, async ({ payload, body, file }) => storeApplicationDocument(payload, { ...body, file }))
