import { uploadScholarshipDocumentEndpoint } from '@/contracts/scholarships'
import { serve } from '@/app/api/serve'
import { storeApplicationDocument } from '@/server/services/scholarships/applications'

export const POST = serve(uploadScholarshipDocumentEndpoint, async ({ payload, body, file }) => storeApplicationDocument(payload, { ...body, file }))
