import { z } from 'zod'

export const loginSchema = z.object({
  email: z.string({ error: 'Invalid email address' }).trim().pipe(z.email({ error: 'Invalid email address' })),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
})
export type LoginInput = z.input<typeof loginSchema>

export const staffSchema = z.object({ id: z.number().int(), email: z.string() })

export const loginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: staffSchema,
})
export type LoginResult = z.infer<typeof loginResultSchema>
