import type { User } from '@/payload-types'

/** A signed-in staff member: a Payload user, as Payload's auth answers it. */
export type Staff = User & { collection: 'users'; _sid?: string }
