import { erasePersonEndpoint } from '@/contracts/people'
import { serve } from '@/app/api/serve'
import { erasePerson } from '@/server/services/people/erasure'

export const dynamic = 'force-dynamic'

export const POST = serve(erasePersonEndpoint, async ({ payload, body }) => erasePerson(payload, body.email))
