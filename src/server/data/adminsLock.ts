import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { lockWithinTransaction } from './transactionLock'

const ADMINS_LOCK = 'staff-admins'

/**
 * Makes every change that could leave the foundation without an active admin (a role taken away,
 * a deactivation, a deletion) wait for the others, in the transaction that writes it and until it
 * commits: the count of the other admins it checks is then what the previous change committed, so
 * two admins demoting each other at once cannot both succeed.
 */
export const lockAdmins = (payload: Payload, req: PayloadRequest): Promise<void> => lockWithinTransaction(payload, req, ADMINS_LOCK)
