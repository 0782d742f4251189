import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/server/http/clientAddress'

import { type AuditActor, actingStaff } from './actor'

export type AuditEvent = {
  action: string
  target?: { collection: string; id?: number | string | null }
  changedFields?: string[]
  /** A short line without donors' personal data ("refund of $50.00"). */
  summary?: string
}

/** The /cms request's client address, by the same rule as the rate limits (TRUSTED_PROXY_HOPS). */
const addressOf = (headers: Headers | undefined): string => (headers ? clientAddress({ headers }) : 'unknown')

/** The actor of a write: the /api request's staff member, else the /cms request's user. */
export function actorOf(req?: Partial<PayloadRequest>): AuditActor | undefined {
  const acting = actingStaff.getStore()
  if (acting) return acting
  const user = req?.user as { collection?: string; id?: number; email?: string } | null | undefined
  if (user?.collection !== 'users' || typeof user.id !== 'number') return undefined
  return { id: user.id, email: user.email ?? '', address: addressOf(req?.headers) }
}

/**
 * Appends one entry to the audit trail, inside `req`'s transaction when given (the entry and the
 * change are stored together, or neither). `actor` names someone not signed in yet (a sign-in);
 * `bySystem` records what the site did by its own rules (visitors' reports hiding a remembrance).
 */
export async function recordAudit(payload: Payload, event: AuditEvent, options: { req?: Partial<PayloadRequest>; actor?: AuditActor; bySystem?: true } = {}): Promise<void> {
  const actor = options.bySystem ? undefined : (options.actor ?? actorOf(options.req))
  await payload.create({
    collection: 'audit-entries',
    overrideAccess: true,
    ...(options.req ? { req: options.req } : {}),
    data: {
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? 'system',
      action: event.action,
      target_collection: event.target?.collection ?? null,
      target_id: event.target?.id == null ? null : String(event.target.id),
      changed_fields: event.changedFields ?? null,
      summary: event.summary ?? null,
      address: actor?.address ?? null,
    },
  })
}
