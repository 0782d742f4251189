import { sendContactMessageEndpoint } from '@/contracts/contact'
import { serve } from '@/app/api/serve'
import { submitContactMessage } from '@/server/services/contact/contact'

/** Contact messages and volunteer applications (subject "Volunteer Application"). */
export const POST = serve(sendContactMessageEndpoint, async ({ payload, body }) => {
  const stored = await submitContactMessage(payload, body)
  return { id: stored.id, message: 'Message sent successfully!' }
})
