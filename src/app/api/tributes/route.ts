import { searchTributesEndpoint } from '@/contracts/tributes'
import { serve } from '@/app/api/serve'
import { searchTributes } from '@/server/services/tributes/publicTributes'

export const dynamic = 'force-dynamic'

export const GET = serve(searchTributesEndpoint, async ({ payload, query }) => searchTributes(payload, query.q))
