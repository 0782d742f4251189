import { approveSponsorshipEndpoint } from '@/contracts/sponsors'
import { serve } from '@/app/api/serve'
import { approveSponsorship } from '@/server/services/sponsorships/staff'

export const POST = serve(approveSponsorshipEndpoint, async ({ payload, params }) => approveSponsorship(payload, params.id))
