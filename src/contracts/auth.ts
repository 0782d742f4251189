import * as z from 'zod/mini'

import { EMAIL_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './common'
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
