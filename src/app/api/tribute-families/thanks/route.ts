import { sendFamilyThanksEndpoint } from '@/contracts/tributes'
import { serve } from '@/app/api/serve'
import { sendFamilyThanks } from '@/server/services/tributes/family'

export const POST = serve(sendFamilyThanksEndpoint, async ({ payload, body }) => sendFamilyThanks(payload, body.token, body.message))
