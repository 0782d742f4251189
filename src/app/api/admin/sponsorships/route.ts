import { listSponsorshipsEndpoint, recordSponsorshipEndpoint } from '@/contracts/sponsors'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { listSponsorships, recordCheckSponsorship } from '@/server/services/sponsorships/staff'

export const GET = serve(listSponsorshipsEndpoint, async ({ payload, staff }) => listSponsorships(payload, staff))

export const POST = serve(recordSponsorshipEndpoint, async ({ payload, staff, body }) => json(await recordCheckSponsorship(payload, staff, body), { status: 201 }))
