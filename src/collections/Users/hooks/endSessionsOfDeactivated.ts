import type { CollectionBeforeChangeHook } from 'payload'

/** Deactivating an account ends its sessions: every token it holds stops working at once. */
export const endSessionsOfDeactivated: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.active === false && originalDoc?.active !== false) data.sessions = []
  return data
}
