import * as z from 'zod/mini'

import { messageSchema } from './api'
import { EMAIL_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './common'
import { defineEndpoint } from './endpoint'
import { staffRoleSchema } from './roles'

export const loginSchema = z.object({
  email: z.pipe(z.string({ error: EMAIL_MESSAGE }).check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE)), z.email({ error: EMAIL_MESSAGE })),
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(1000)),
})

export const staffSchema = z.object({ id: z.number().check(z.int()), email: z.string() })

/** The signed-in staff member with what the staff area shows them: their role and second step. */
export const signedInStaffSchema = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  role: staffRoleSchema,
  two_step_enabled: z.boolean(),
})

export const loginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: staffSchema,
})
export type LoginResult = z.infer<typeof loginResultSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const signOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Revoke the token’s session',
  access: 'staff',
  role: 'account',
  output: messageSchema,
})

export const whoAmIEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in staff member, with their role (which parts of /admin they may use) and whether two-step sign-in is on',
  access: 'staff',
  role: 'account',
  output: signedInStaffSchema,
})
