import { addDonorNoteEndpoint } from '@/contracts/donors'
import { serve } from '@/app/api/serve'
import { addDonorNote } from '@/server/services/donors/donors'

export const dynamic = 'force-dynamic'

export const POST = serve(addDonorNoteEndpoint, async ({ payload, staff, params, body }) => addDonorNote(payload, staff, params.id, body.text))
