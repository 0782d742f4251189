import { contactSchema } from '@/contracts/contact'
import { defineEndpoint } from '@/contracts/endpoint'
import { storedSchema } from '@/contracts/api'

export const sendContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'A message or a volunteer application (subject "Volunteer Application"); stored, then mailed',
  access: 'public',
  rateLimit: 'contact',
  body: contactSchema,
  status: 201,
  output: storedSchema,
})
