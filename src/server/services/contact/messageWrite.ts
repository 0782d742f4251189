import 'server-only'

import type { Payload } from 'payload'

import type { ContactMessage } from '@/payload-types'

import { lockRowWithinTransaction } from '../../data/transactionLock'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'

/**
 * A change of a stored message: its mail job's "mailed" mark, or staff marking it read or handled.
 * Each writer locks the row first and changes what it read after the lock, so a mark written while
 * staff change the message (or the other way round) never undoes the other.
 */
export async function updateContactMessage(payload: Payload, id: number, change: (message: ContactMessage) => Partial<ContactMessage>, staff?: Staff): Promise<ContactMessage> {
  return inTransaction(payload, async ({ req }) => {
    await lockRowWithinTransaction(payload, req, 'contact_messages', id)
    const access = staff ? { overrideAccess: false, user: staff } : { overrideAccess: true }
    const message = await payload.findByID({ collection: 'contact-messages', id, depth: 0, req, ...access })
    return payload.update({ collection: 'contact-messages', id, data: change(message), depth: 0, req, ...access })
  })
}
