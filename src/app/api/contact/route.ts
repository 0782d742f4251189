import { contactSchema } from '@/contracts/contact'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json } from '@/server/http/respond'
import { submitContactMessage } from '@/server/services/contact'

/** Contact messages and volunteer applications (subject "Volunteer Application"). */
export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, 'contact')
  const input = await readJson(request, contactSchema)
  const stored = await submitContactMessage(input)
  return json({ id: stored.id, message: 'Message sent successfully!' }, { status: 201 })
})
