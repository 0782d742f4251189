import type { CollectionBeforeChangeHook, RequestContext } from 'payload'

// A new password becomes a hash before the afterChange hooks run, and Payload takes it out of their
// `data`: the update's beforeChange notes whose password is being set, in the request's context,
// and the audit hook takes the note.

const NOTES = 'auditPasswordsSet'
const keyOf = (collection: string, id: unknown) => `${collection}:${String(id)}`
const notes = (context: RequestContext): Set<string> => (context[NOTES] ??= new Set<string>()) as Set<string>

export const notePasswordSet: CollectionBeforeChangeHook = ({ collection, context, data, operation, originalDoc }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password && originalDoc?.id != null) notes(context).add(keyOf(collection.slug, originalDoc.id))
  return data
}

/** Whether this update set the account's password (the note is used up). */
export const takePasswordSet = (context: RequestContext, collection: string, id: unknown): boolean => notes(context).delete(keyOf(collection, id))

/** Who set whose password: the account's email, never the password or its hash. */
export const passwordSummary = (actor: { id: number | null }, account: Record<string, unknown>): string =>
  actor.id === account.id ? 'changed their own password' : `set the password of ${String(account.email ?? `#${String(account.id)}`)}`
