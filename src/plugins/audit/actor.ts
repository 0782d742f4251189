import { AsyncLocalStorage } from 'node:async_hooks'

/** Who is acting, as the audit trail records them. */
export type AuditActor = { id: number | null; email: string; address: string }

/**
 * The staff member a /api request acts for, set once by the endpoint layer (serve) around the
 * handler, so every write the handler's services make is recorded with its author, even those
 * made with the Local API's access override. /cms requests carry their user on `req` instead.
 *
 * One store per process, kept on globalThis: Next bundles each route apart, and the Payload
 * instance (with these hooks) is shared by all routes, so a module-level store would be one of
 * several copies.
 */
const KEY = Symbol.for('from-loss-to-light.actingStaff')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<AuditActor> }
export const actingStaff: AsyncLocalStorage<AuditActor> = (holder[KEY] ??= new AsyncLocalStorage<AuditActor>())
