import { updateFamilyDigestEndpoint } from '@/contracts/tributes'
import { serve } from '@/app/api/serve'
import { chooseFamilyDigest } from '@/server/services/tributes/family'

export const PUT = serve(updateFamilyDigestEndpoint, async ({ payload, body }) => chooseFamilyDigest(payload, body.token, body.digest))
