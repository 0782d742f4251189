import { defineEndpoint } from '@/contracts/endpoint'
import { acceptInvitationSchema, invitationAcceptedSchema } from '@/contracts/staff'

export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/invitation',
  summary: 'A new staff member sets their password with the token of their invitation link (once, within 72 hours), then signs in',
  access: 'public',
  rateLimit: 'staff-invitation',
  body: acceptInvitationSchema,
  output: invitationAcceptedSchema,
  answers: { 400: { description: 'The link has expired, was already used, or was altered: nothing changes' } },
})
