import type { CollectionBeforeChangeHook } from 'payload'

import { twoStepRequiredFor } from '@/server/services/staff/twoStep/policy'

/**
 * Deactivating an account ends its sessions: every token it holds stops working at once. So does
 * a new role that must sign in with a second step the account has not set up: a session opened
 * with a password alone does not carry over into it.
 */
export const endSessionsOfDeactivated: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const deactivated = data.active === false && originalDoc.active !== false
  const roleNeedsSecondStep = data.role !== undefined && data.role !== originalDoc.role && twoStepRequiredFor(data.role) && !originalDoc.two_step_enabled_at
  if (deactivated || roleNeedsSecondStep) data.sessions = []
  return data
}
