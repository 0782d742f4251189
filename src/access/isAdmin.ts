import type { FieldAccess, PayloadRequest } from 'payload'

/**
 * Staff accounts live in the `users` collection; nobody else can be signed in. Returns a plain
 * boolean so it serves as collection, field and admin-panel access alike.
 */
export const isAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean => user?.collection === 'users'

export const isAdminField: FieldAccess = ({ req }) => isAdmin({ req })
