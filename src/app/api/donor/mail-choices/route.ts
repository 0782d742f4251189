import { donorMailChoicesEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { chooseDonorMail } from '@/server/services/donors/mailChoices'

export const PUT = serve(donorMailChoicesEndpoint, async ({ payload, donor, body }) => chooseDonorMail(payload, donor, body))
