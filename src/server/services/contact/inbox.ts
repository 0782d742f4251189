import 'server-only'

import type { Payload, Where } from 'payload'
import type * as z from 'zod/mini'

import type { InboxMessage, inboxQuerySchema, inboxUpdateSchema } from '@/contracts/inbox'
import type { ContactMessage } from '@/payload-types'

import type { Staff } from '../../domain/staff'
import { readWindow } from '../pageWindow'
import { findForStaff } from '../staff/staffLookup'
import { updateContactMessage } from './messageWrite'

const toMessage = (m: ContactMessage): InboxMessage => ({
  id: m.id,
  kind: m.kind,
  name: m.name,
  email: m.email,
  subject: m.subject ?? null,
  message: m.message,
  received_at: m.createdAt,
  read_at: m.read_at ?? null,
  handled_at: m.handled_at ?? null,
})

type InboxQuery = z.output<typeof inboxQuerySchema>

/** Messages and applications, newest first, filtered by kind and by handled. */
export async function listInbox(payload: Payload, staff: Staff, query: InboxQuery): Promise<{ items: InboxMessage[]; total: number }> {
  const and: Where[] = []
  if (query.kind) and.push({ kind: { equals: query.kind } })
  if (query.handled !== undefined) and.push({ handled_at: { exists: query.handled } })
  const limit = query.limit ?? 50
  const where: Where = and.length ? { and } : {}
  // Newest first, the id breaking ties, so no row is seen on two pages.
  const { docs, totalDocs } = await readWindow(query.skip, limit, (page, size) =>
    payload.find({ collection: 'contact-messages', where, sort: ['-createdAt', '-id'], limit: size, page, depth: 0, overrideAccess: false, user: staff }),
  )
  return { items: docs.map(toMessage), total: totalDocs }
}

/** How many messages no staff member has opened yet (the menu and the dashboard show it). */
export async function countUnread(payload: Payload, staff: Staff): Promise<number> {
  return (await payload.count({ collection: 'contact-messages', where: { read_at: { exists: false } }, overrideAccess: false, user: staff })).totalDocs
}

/** Marks a message read or unread, handled or not; the first time counts (a later read keeps it). */
export async function updateInboxMessage(payload: Payload, staff: Staff, id: number, change: z.output<typeof inboxUpdateSchema>): Promise<InboxMessage> {
  await findForStaff(payload, 'contact-messages', staff, id, 'That message does not exist.')
  const now = new Date().toISOString()
  const updated = await updateContactMessage(
    payload,
    id,
    (message) => ({
      ...(change.read !== undefined && { read_at: change.read ? (message.read_at ?? now) : null }),
      ...(change.handled !== undefined && { handled_at: change.handled ? (message.handled_at ?? now) : null }),
    }),
    staff,
  )
  return toMessage(updated)
}
