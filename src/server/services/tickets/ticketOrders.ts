import 'server-only'

import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload, PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { coveredFeeCents } from '@/contracts/amounts'
import { ORDER_KEY_REUSED, ORDER_NO_TICKETS, ORDER_SALES_ENDED, ORDER_TOO_FEW_LEFT, ORDER_UNKNOWN_TICKET, type TicketOrderStarted, type ticketOrderSchema } from '@/contracts/tickets'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { cardFee } from '@/lib/cardFee'
import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'
import { isUniqueViolation } from '@/lib/postgres'
import { expireCacheTags } from '@/lib/revalidate'
import type { Event, TicketOrder } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, invalid, unavailable } from '../../domain/errors'
import { getStripe, STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from '../../stripe/client'
import { inTransaction } from '../../transaction'
import { publishedEvent } from '../events/events'
import { insertHeldOrder, seatsTakenIn, ticketLock } from '../../data/ticketSeats'
import { claimOffer, markOfferOrdered, reopenOffer } from './waitlist'

type OrderInput = Omit<z.output<typeof ticketOrderSchema>, 'website' | 'human_check' | 'offer'>

const OFF = 'Online ticket sales are not available right now. Please try again later, or write to us.'

/** How long seats are held while the buyer pays (ORDER_HOLD_MINUTES, 15 by default). */
export function orderHoldMs(): number {
  const minutes = Number(process.env.ORDER_HOLD_MINUTES)
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 15) * 60_000
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** One line of an order as priced by the server from the event's tickets (never from the browser). */
export type PricedLine = { ticket: string; label: string; quantity: number; seats: number; price_cents: number; value_cents: number }

/** The order's lines priced from the event's own tickets; an unknown key is a 422, a line past its sales end a 409. */
export function priceOrder(event: Pick<Event, 'tickets'>, items: OrderInput['items'], now = Date.now()): PricedLine[] {
  const byKey = new Map((event.tickets ?? []).map((ticket) => [ticket.key, ticket]))
  const lines = new Map<string, PricedLine>()
  items.forEach((item, index) => {
    const ticket = byKey.get(item.ticket)
    if (!ticket) throw invalid({ [`items.${index}.ticket`]: ORDER_UNKNOWN_TICKET }, ORDER_UNKNOWN_TICKET)
    if (ticket.sales_end_at && Date.parse(ticket.sales_end_at) <= now) throw conflict(ORDER_SALES_ENDED)
    const line = lines.get(ticket.key)
    if (line) line.quantity += item.quantity
    else lines.set(ticket.key, { ticket: ticket.key, label: ticket.label, quantity: item.quantity, seats: ticket.seats ?? 1, price_cents: ticket.price_cents, value_cents: ticket.value_cents ?? 0 })
  })
  return [...lines.values()]
}

/** What the card is charged: the tickets, the added gift, and the card fee when the buyer covers it. */
export function orderAmounts(lines: PricedLine[], input: Pick<OrderInput, 'donation_cents' | 'cover_fee'>) {
  const tickets = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0)
  const fee = input.cover_fee ? coveredFeeCents(tickets + input.donation_cents, cardFee()) : 0
  return { tickets_cents: tickets, donation_cents: input.donation_cents, fee_covered_cents: fee, charged_cents: tickets + input.donation_cents + fee }
}

/** Thrown inside the hold's transaction (which it rolls back): what is left of the ticket asked for beyond it. */
class TooFewLeft extends Error {
  constructor(readonly remaining: number) {
    super(ORDER_TOO_FEW_LEFT)
  }
}

/** The outcome: the card step's secret, or 409's `{detail, remaining}` (nothing held). */
export type OrderOutcome = ({ kind: 'started' } & TicketOrderStarted) | { kind: 'too-few'; detail: string; remaining: number }

/**
 * Orders tickets: the server prices the order from the event's tickets, then, under the event's
 * ticket lock, counts every held and paid seat and holds the order's own, so however many buy at
 * once, no more are held than the event has. Only then is Stripe asked for a PaymentIntent
 * (outside the lock). With an Idempotency-Key, every copy of the request gets the first's answer.
 */
export async function orderTickets(payload: Payload, eventId: number, input: OrderInput, idempotencyKey: string | null, offer?: string): Promise<OrderOutcome> {
  const stripe = getStripe()
  if (!stripe || !process.env.STRIPE_PUBLISHABLE_KEY) throw unavailable(OFF)
  const event = await publishedEvent(payload, eventId)
  if (!event.tickets?.length) throw conflict(ORDER_NO_TICKETS)
  if (Date.parse(event.start_at) <= Date.now()) throw conflict(ORDER_SALES_ENDED)
  const lines = priceOrder(event, input.items)
  const amounts = orderAmounts(lines, input)
  const keyHash = idempotencyKey ? sha256(idempotencyKey) : null
  const requestHash = sha256(JSON.stringify({ eventId, ...input, offer }))
  if (keyHash) {
    const earlier = await answerOfEarlierCopy(payload, keyHash, requestHash)
    if (earlier) return { kind: 'started', ...earlier }
  }
  let held: Held
  try {
    held = await holdSeats(payload, event, lines, offer, { buyer_name: input.name, buyer_email: input.email, ...amounts, idempotency_key_hash: keyHash, request_hash: requestHash })
  } catch (error) {
    if (error instanceof TooFewLeft) return { kind: 'too-few', detail: error.message, remaining: error.remaining }
    // A copy of the request with the same key held the order at the same moment: its answer.
    if (keyHash && isUniqueViolation(error)) return { kind: 'started', ...(await answerOfEarlierCopy(payload, keyHash, requestHash))! }
    throw error
  }
  await expireCacheTags([CACHE_TAGS.event(eventId)])
  try {
    return { kind: 'started', ...(await startPayment(payload, held.order, event)) }
  } catch (error) {
    // The offer's holder keeps their offer when the card step could not start.
    if (held.offerEntry && offer) await reopenOffer(payload, held.offerEntry, offer)
    throw error
  }
}

type OrderData = Pick<TicketOrder, 'buyer_name' | 'buyer_email' | 'tickets_cents' | 'donation_cents' | 'fee_covered_cents' | 'charged_cents'> & {
  idempotency_key_hash: string | null
  request_hash: string
}

/**
 * The holds of one event on this instance, one after another: a buyer waits here (holding no
 * database connection) rather than in the pool's queue, so a sell-out's rush costs one connection
 * per instance; the advisory lock still orders the instances among themselves.
 */
const holdsInTurn = new Map<number, Promise<unknown>>()

function inTurnFor<T>(eventId: number, work: () => Promise<T>): Promise<T> {
  const before = holdsInTurn.get(eventId) ?? Promise.resolve()
  const mine = before.then(work, work)
  const settled = mine.then(
    () => undefined,
    () => undefined,
  )
  holdsInTurn.set(eventId, settled)
  void settled.then(() => {
    if (holdsInTurn.get(eventId) === settled) holdsInTurn.delete(eventId)
  })
  return mine
}

type Held = { order: TicketOrder; offerEntry: number | null }

/** Holds the order's seats under the event's lock; with a waitlist offer's token, from the seats offered. */
async function holdSeats(payload: Payload, event: Event, lines: PricedLine[], offer: string | undefined, data: OrderData): Promise<Held> {
  const holdExpiresAt = new Date(Date.now() + orderHoldMs()).toISOString()
  let offerEntry = null as number | null
  const id = await inTurnFor(event.id, () =>
    inTransaction(payload, async (ctx) => {
      const { payload, req } = ctx
      await lockWithinTransaction(payload, req, ticketLock(event.id))
      offerEntry = offer ? await claimOffer(ctx, event.id, offer, lines) : null
      const taken = await seatsTakenIn(payload, event.id, req)
      for (const line of lines) {
        const ticket = event.tickets!.find((t) => t.key === line.ticket)!
        const remaining = Math.max(0, ticket.quantity - (taken.get(line.ticket) ?? 0))
        if (line.quantity > remaining) throw new TooFewLeft(remaining)
      }
      const orderId = await insertHeldOrder(payload, req, { event: event.id, ...data, items: lines, hold_expires_at: holdExpiresAt })
      if (offerEntry) await markOfferOrdered(ctx, offerEntry, orderId)
      return orderId
    }),
  )
  return { order: await payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true }), offerEntry }
}

/** The PaymentIntent of a held order; if Stripe cannot be reached, the order fails and its seats are free again. */
async function startPayment(payload: Payload, order: TicketOrder, event: Event): Promise<TicketOrderStarted> {
  const stripe = getStripe()!
  try {
    const intent = await withDeadline(
      stripe.paymentIntents.create(
        {
          amount: order.charged_cents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `Tickets: ${event.title}`,
          receipt_email: order.buyer_email,
          metadata: { ticket_order_id: String(order.id), event_id: String(event.id) },
        },
        { idempotencyKey: `ticket-order-${order.id}-intent` },
      ),
      STRIPE_WAIT_MS,
    )
    if (!intent.client_secret) throw new Error('the PaymentIntent has no client secret')
    await payload.update({ collection: 'ticket-orders', id: order.id, overrideAccess: true, data: { stripe_payment_intent_id: intent.id, client_secret: intent.client_secret } })
    return { order_id: order.id, client_secret: intent.client_secret, charged_cents: order.charged_cents, held_until: order.hold_expires_at }
  } catch (error) {
    await payload.update({ collection: 'ticket-orders', id: order.id, overrideAccess: true, data: { status: 'failed' } })
    await expireCacheTags([CACHE_TAGS.event(event.id)])
    payload.logger.error(`Ticket order ${order.id} failed at Stripe: ${logText(error instanceof Error ? error.message : error)}`)
    throw unavailable(STRIPE_UNREACHABLE)
  }
}

/**
 * The answer an earlier copy of this request got (or is getting): null when there was none. A
 * key used for another order is a 409; a copy still talking to Stripe is waited for.
 */
async function answerOfEarlierCopy(payload: Payload, keyHash: string, requestHash: string): Promise<TicketOrderStarted | null> {
  const giveUpAt = Date.now() + STRIPE_WAIT_MS + 1_000
  for (;;) {
    const earlier = await orderWithKey(payload, keyHash)
    if (!earlier) return null
    if (earlier.request_hash !== requestHash) throw conflict(ORDER_KEY_REUSED)
    if (earlier.status === 'failed') throw unavailable(STRIPE_UNREACHABLE)
    if (earlier.client_secret) return { order_id: earlier.id, client_secret: earlier.client_secret, charged_cents: earlier.charged_cents, held_until: earlier.hold_expires_at }
    if (Date.now() > giveUpAt) throw unavailable(STRIPE_UNREACHABLE)
    await sleep(150)
  }
}

async function orderWithKey(payload: Payload, keyHash: string, req?: PayloadRequest): Promise<(TicketOrder & { request_hash?: string | null; client_secret?: string | null }) | undefined> {
  const { docs } = await payload.find({ collection: 'ticket-orders', where: { idempotency_key_hash: { equals: keyHash } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true, req })
  return docs[0]
}
