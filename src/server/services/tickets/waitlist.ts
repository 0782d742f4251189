import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { ORDER_SALES_ENDED, ORDER_NO_TICKETS, ORDER_UNKNOWN_TICKET } from '@/contracts/tickets'
import { OFFER_LINK_DEAD, WAITLIST_JOINED, WAITLIST_NOT_SOLD_OUT, type joinWaitlistSchema } from '@/contracts/waitlist'
import { queueMail } from '@/jobs/queueMail'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'
import type { Event, WaitlistEntry } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { seatsTakenIn, ticketLock } from '../../data/ticketSeats'
import { conflict, invalid } from '../../domain/errors'
import { linkSubject, subjectId } from '../../domain/oneTimeToken'
import { inTransaction, type TransactionContext } from '../../transaction'
import { publishedEvent } from '../events/events'
import { issueLink, redeemLink, releaseLink, sealLinkToken } from '../links/oneTimeLinks'

// The waitlist of an event's sold-out tickets (docs/tickets.md "The waitlist"). Seats freed by a
// refund, a hold run out or an offer unused are offered, under the event's ticket lock and in the
// same transaction that freed them, to the earliest waiting entry they fit: its seats then count
// as taken (src/server/data/ticketSeats.ts) until it buys them or its offer lapses.

type JoinInput = Omit<z.output<typeof joinWaitlistSchema>, 'website'>

/** How long an offer holds its seats (WAITLIST_OFFER_HOURS, 24 by default), never past the event's start. */
export function waitlistOfferMs(): number {
  const hours = Number(process.env.WAITLIST_OFFER_HOURS)
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * Puts a visitor on the waitlist of a sold-out ticket: the same answer whether or not the address
 * was waiting already (nobody learns who is on it); 409 while that many are still on sale.
 */
export async function joinWaitlist(payload: Payload, eventId: number, input: JoinInput): Promise<{ detail: string } | { detail: string; remaining: number; kind: 'on-sale' }> {
  const event = await publishedEvent(payload, eventId)
  if (!event.tickets?.length) throw conflict(ORDER_NO_TICKETS)
  const ticket = event.tickets.find((t) => t.key === input.ticket)
  if (!ticket) throw invalid({ ticket: ORDER_UNKNOWN_TICKET }, ORDER_UNKNOWN_TICKET)
  if (salesOver(event, ticket)) throw conflict(ORDER_SALES_ENDED)
  const remaining = ticket.quantity - ((await seatsTakenIn(payload, eventId)).get(ticket.key) ?? 0)
  if (remaining >= input.quantity) return { kind: 'on-sale', detail: WAITLIST_NOT_SOLD_OUT, remaining }
  const email = input.email.trim().toLowerCase()
  const { totalDocs } = await payload.count({
    collection: 'waitlist-entries',
    overrideAccess: true,
    where: { and: [{ event: { equals: eventId } }, { ticket: { equals: ticket.key } }, { email: { equals: email } }, { status: { in: ['waiting', 'offered'] } }] },
  })
  if (!totalDocs) {
    await payload.create({ collection: 'waitlist-entries', overrideAccess: true, data: { event: eventId, ticket: ticket.key, name: input.name, email, quantity: input.quantity, status: 'waiting' } })
  }
  return { detail: WAITLIST_JOINED }
}

function salesOver(event: Pick<Event, 'start_at'>, ticket: { sales_end_at?: string | null }, now = Date.now()): boolean {
  return Date.parse(event.start_at) <= now || Boolean(ticket.sales_end_at && Date.parse(ticket.sales_end_at) <= now)
}

/**
 * Offers an event's free seats to its waitlist, in the caller's transaction under the event's
 * ticket lock: for each ticket, the earliest waiting entries whose quantity fits what is free are
 * offered it (a mail with a link holding the seats); how many were offered.
 */
export async function offerFreedSeats(ctx: TransactionContext, eventId: number, now = new Date()): Promise<number> {
  const event = await ctx.payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, disableErrors: true, req: ctx.req })
  if (!event?.tickets?.length) return 0
  const taken = await seatsTakenIn(ctx.payload, eventId, ctx.req)
  let offered = 0
  for (const ticket of event.tickets) {
    let free = ticket.quantity - (taken.get(ticket.key) ?? 0)
    if (free <= 0 || salesOver(event, ticket, now.getTime())) continue
    const { docs: waiting } = await ctx.payload.find({
      collection: 'waitlist-entries',
      where: { and: [{ event: { equals: eventId } }, { ticket: { equals: ticket.key } }, { status: { equals: 'waiting' } }] },
      sort: 'createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      req: ctx.req,
    })
    for (const entry of waiting) {
      if (entry.quantity > free) continue
      await offerTo(ctx, entry, event, now)
      free -= entry.quantity
      offered++
      if (free <= 0) break
    }
  }
  return offered
}

async function offerTo(ctx: TransactionContext, entry: WaitlistEntry, event: Event, now: Date): Promise<void> {
  const until = new Date(Math.min(now.getTime() + waitlistOfferMs(), Date.parse(event.start_at)))
  await ctx.payload.update({
    collection: 'waitlist-entries',
    id: entry.id,
    overrideAccess: true,
    data: { status: 'offered', offered_at: now.toISOString(), offer_expires_at: until.toISOString() },
    req: ctx.req,
  })
  const token = await issueLink(ctx.payload, { purpose: 'waitlist-offer', subject: linkSubject('waitlist-entry', entry.id), ttlMs: until.getTime() - now.getTime(), req: ctx.req })
  await queueMail(ctx.payload, 'mailWaitlistOffer', { entry: entry.id, sealed: sealLinkToken('waitlist-offer', token) }, ctx.req)
}

/**
 * Ends the offers that ran out by `now` (with the holds, every minute): each lapses, and its
 * seats go to the next in line (or back on sale). Every event with someone waiting is looked at
 * too, so seats freed by any path (an order Stripe never started) reach the waitlist within a
 * minute. How many offers lapsed.
 */
export async function lapseRunOutOffers(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where: { or: [{ and: [{ status: { equals: 'offered' } }, { offer_expires_at: { less_than_equal: now.toISOString() } }] }, { status: { equals: 'waiting' } }] },
    sort: 'createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: { event: true },
  })
  const events = new Set(docs.map((entry) => idOf(entry.event)))
  let lapsed = 0
  const changed: number[] = []
  for (const eventId of events) {
    const [ended, offered] = await inTransaction(payload, async (ctx) => {
      await lockWithinTransaction(ctx.payload, ctx.req, ticketLock(eventId))
      const { docs: gone } = await ctx.payload.update({
        collection: 'waitlist-entries',
        where: { and: [{ event: { equals: eventId } }, { status: { equals: 'offered' } }, { offer_expires_at: { less_than_equal: now.toISOString() } }] },
        data: { status: 'lapsed' },
        overrideAccess: true,
        req: ctx.req,
      })
      return [gone.length, await offerFreedSeats(ctx, eventId, now)] as const
    })
    lapsed += ended
    if (ended || offered) changed.push(eventId)
  }
  if (changed.length) await expireCacheTags(changed.map((id) => CACHE_TAGS.event(id)))
  return lapsed
}

/** The offer a link brings, for its page (the link is not used up by looking). */
export async function readOffer(payload: Payload, token: string): Promise<{ entry: WaitlistEntry; event: Event }> {
  const link = await redeemLink(payload, 'waitlist-offer', token, { consume: false })
  const entry = link ? await liveOffer(payload, link.subject) : null
  if (!entry) throw conflict(OFFER_LINK_DEAD)
  const event = await payload.findByID({ collection: 'events', id: idOf(entry.event), depth: 0, overrideAccess: true })
  return { entry, event }
}

async function liveOffer(payload: Payload, subject: string, req?: Partial<PayloadRequest>): Promise<WaitlistEntry | null> {
  const id = Number(subjectId('waitlist-entry', subject))
  if (!Number.isInteger(id)) return null
  const entry = await payload.findByID({ collection: 'waitlist-entries', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!entry || entry.status !== 'offered' || !entry.offer_expires_at || Date.parse(entry.offer_expires_at) <= Date.now()) return null
  return entry
}

/**
 * Uses an offer's link for an order, in the hold's transaction (under the event's ticket lock):
 * the order may buy only the offered ticket, at most as many as offered; the entry is claimed,
 * so its seats move from the offer to the order's hold. A link used twice, run out or of another
 * event: 409, nothing held.
 */
export async function claimOffer(ctx: TransactionContext, eventId: number, token: string, items: Array<{ ticket: string; quantity: number }>): Promise<number> {
  const link = await redeemLink(ctx.payload, 'waitlist-offer', token, { consume: true, req: ctx.req })
  const entry = link ? await liveOffer(ctx.payload, link.subject, ctx.req) : null
  if (!entry || idOf(entry.event) !== eventId) throw conflict(OFFER_LINK_DEAD)
  const fits = items.every((item) => item.ticket === entry.ticket) && items.reduce((sum, item) => sum + item.quantity, 0) <= entry.quantity
  if (!fits) throw invalid({ items: `This offer is for ${entry.quantity} of one ticket only.` }, `This offer is for ${entry.quantity} of one ticket only.`)
  await ctx.payload.update({ collection: 'waitlist-entries', id: entry.id, overrideAccess: true, data: { status: 'claimed' }, req: ctx.req })
  return entry.id
}

/** Links the claimed entry to the order it made. */
export async function markOfferOrdered(ctx: TransactionContext, entryId: number, orderId: number): Promise<void> {
  await ctx.payload.update({ collection: 'waitlist-entries', id: entryId, overrideAccess: true, data: { order: orderId }, req: ctx.req })
}

/** Gives an offer back to its holder when their order could not start (Stripe away): the link works again. */
export async function reopenOffer(payload: Payload, entryId: number, token: string): Promise<void> {
  await payload.update({ collection: 'waitlist-entries', id: entryId, overrideAccess: true, data: { status: 'offered', order: null } })
  await releaseLink(payload, token)
}
