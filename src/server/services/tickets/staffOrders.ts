import 'server-only'

import type { Payload } from 'payload'

import { GUEST_LIST_CSV_COLUMNS, type NightTotals, type StaffOrder } from '@/contracts/door'
import { CSV_BOM, csvLine } from '@/lib/csv'
import { iso } from '@/lib/dates'
import type { Ticket, TicketOrder } from '@/payload-types'

import { selectGuestList, selectNightTotals } from '../../data/door'
import { notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { recordStaffAction } from '../staff/staffActions'

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

export const toStaffOrder = (order: TicketOrder, tickets: Ticket[]): StaffOrder => ({
  id: order.id,
  buyer_name: order.buyer_name,
  buyer_email: order.buyer_email,
  status: order.status,
  items: order.items.map(({ ticket, label, quantity, seats, price_cents, value_cents, refunded }) => ({ ticket, label, quantity, seats, price_cents, value_cents, refunded: refunded ?? 0 })),
  tickets_cents: order.tickets_cents,
  donation_cents: order.donation_cents ?? 0,
  fee_covered_cents: order.fee_covered_cents ?? 0,
  charged_cents: order.charged_cents,
  refunded_cents: order.refunded_cents ?? 0,
  created_at: iso(order.createdAt)!,
  paid_at: iso(order.paid_at),
  tickets: tickets.map((t) => ({
    id: t.id,
    code: t.code,
    ticket: t.label,
    guest_name: t.guest_name ?? null,
    guest_email: t.guest_email ?? null,
    guest_note: t.guest_note ?? null,
    checked_in_at: iso(t.checked_in_at),
    refunded_at: iso(t.refunded_at),
  })),
})

/** Every ticket order of an event, newest first, with its tickets and guests: a bulk read of personal data, audited. */
export async function listEventOrders(payload: Payload, staff: Staff, eventId: number): Promise<StaffOrder[]> {
  await existingEvent(payload, eventId)
  const [orders, tickets] = await Promise.all([
    payload.find({ collection: 'ticket-orders', where: { event: { equals: eventId } }, sort: '-createdAt', pagination: false, depth: 0, overrideAccess: false, user: staff }),
    payload.find({ collection: 'tickets', where: { event: { equals: eventId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: false, user: staff }),
  ])
  const byOrder = new Map<number, Ticket[]>()
  for (const ticket of tickets.docs) byOrder.set(idOf(ticket.order), [...(byOrder.get(idOf(ticket.order)) ?? []), ticket])
  await recordStaffAction(payload, {
    action: 'ticket-orders.read',
    target: { collection: 'events', id: eventId },
    summary: `${counted(orders.docs.length, 'order')}, ${counted(tickets.docs.length, 'ticket')}`,
  })
  return orders.docs.map((order) => toStaffOrder(order, byOrder.get(order.id) ?? []))
}

async function existingEvent(payload: Payload, eventId: number) {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, disableErrors: true, select: { title: true } })
  if (!event) throw notFound('That event does not exist.')
  return event
}

/** The night's totals from its paid orders; the deductible part is what was paid beyond the fair market value (the covered card fees aside). */
export async function nightTotals(payload: Payload, eventId: number): Promise<NightTotals> {
  await existingEvent(payload, eventId)
  const row = await selectNightTotals(payload, eventId)
  return { ...row, deductible_cents: Math.max(0, row.tickets_cents - row.fair_value_cents) + row.donations_cents }
}

/** The guest list as CSV (an audited export of personal data), and the name to save it under. */
export async function guestListCsv(payload: Payload, eventId: number): Promise<{ filename: string; text: string }> {
  await existingEvent(payload, eventId)
  const rows = await selectGuestList(payload, eventId)
  await recordStaffAction(payload, { action: 'export', target: { collection: 'events', id: eventId }, summary: `guest list, ${counted(rows.length, 'row')}` })
  const lines = rows.map((r) => csvLine([String(r.order_id), r.buyer_name, r.buyer_email, r.label, r.code, r.guest_name ?? '', r.guest_email ?? '', r.guest_note ?? '', iso(r.checked_in_at) ?? '']))
  return { filename: `event-${eventId}-guests.csv`, text: CSV_BOM + csvLine([...GUEST_LIST_CSV_COLUMNS]) + lines.join('') }
}
