import { uploadSponsorLogoEndpoint } from '@/contracts/sponsors'
import { serve } from '@/app/api/serve'
import { uploadSponsorLogo } from '@/server/services/sponsorships/logo'

export const POST = serve(uploadSponsorLogoEndpoint, async ({ payload, body, file }) => uploadSponsorLogo(payload, body.token, file))
