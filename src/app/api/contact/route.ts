import { serve } from '@/server/http/serve'
import { submitContactMessage } from '@/server/services/contact'

import { sendContactMessage } from './endpoint'

/** Contact messages and volunteer applications (subject "Volunteer Application"). */
export const POST = serve(sendContactMessage, async ({ body }) => {
  const stored = await submitContactMessage(body)
  return { id: stored.id, message: 'Message sent successfully!' }
})
