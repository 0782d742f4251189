import { AsyncLocalStorage } from 'node:async_hooks'

/** Who is acting, as the audit trail records them. */
export type AuditActor = { id: number | null; email: string; address: string }

/**
 * The staff member a /api request acts for, set once by the endpoint layer (serve) around the
 * handler, so every write the handler's services make is recorded with its author, even those
 * made with the Local API's access override. /cms requests carry their user on `req` instead.
 */
export const actingStaff = new AsyncLocalStorage<AuditActor>()
