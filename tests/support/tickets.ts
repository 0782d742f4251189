import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { expect } from 'vitest'

import { STRIPE_WEBHOOK_SECRET } from '../int/globalSetup'

import { eventInput } from './events'
import { http, postJson, sendJson } from './http'
import { uniqueEmail } from './payload'
import { testStack } from './stack'
import { deliverStripeEvent } from './stripeEvents'

// Ticketed events for the integration tier: made through the staff API, ordered through the
// public API, paid by Stripe's signed webhook (tests/int/tickets.test.ts, door.test.ts).

export type PublicTicket = { key: string; remaining: number; sold_out: boolean; price_cents: number; value_cents: number; seats: number }
export type Started = { order_id: number; client_secret: string; charged_cents: number; held_until: string }

export const GALA_TICKETS = [
  { key: 'dinner', label: 'Gala dinner', price_cents: 15_000, value_cents: 6_000, quantity: 40, seats: 1 },
  { key: 'table', label: 'Table of ten', price_cents: 150_000, value_cents: 60_000, quantity: 2, seats: 10 },
]

export async function ticketedEvent(token: string, title: string, tickets: unknown[] = GALA_TICKETS, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await sendJson('POST', '/api/admin/events', eventInput(title, { tickets, ...extra }), token)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

export const order = (eventId: number, body: Record<string, unknown>, key = randomUUID()) => postJson(`/api/events/${eventId}/orders`, body, { 'Idempotency-Key': key })
export const buyer = (label: string, name = 'Maria Lopez') => ({ name, email: uniqueEmail(label) })
export const ticketsOf = async (eventId: number) => ((await (await http(`/api/events/${eventId}`)).json()) as { tickets: PublicTicket[] }).tickets
export const remainingOf = async (eventId: number, key: string) => (await ticketsOf(eventId)).find((t) => t.key === key)!.remaining

export async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: testStack().databaseURL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

export const intentOf = (started: Started) => started.client_secret.split('_secret_')[0]!

export const paid = (started: Started, eventId = `evt_paid_${randomUUID()}`) =>
  deliverStripeEvent(
    STRIPE_WEBHOOK_SECRET,
    'payment_intent.succeeded',
    {
      id: intentOf(started),
      object: 'payment_intent',
      amount: started.charged_cents,
      amount_received: started.charged_cents,
      status: 'succeeded',
      metadata: { ticket_order_id: String(started.order_id) },
    },
    eventId,
  )

/** An order placed and paid: its tickets' codes, in the order they were issued. */
export async function paidOrder(eventId: number, body: Record<string, unknown>): Promise<{ started: Started; codes: string[] }> {
  const response = await order(eventId, body)
  expect(response.status, await response.clone().text()).toBe(201)
  const started = (await response.json()) as Started
  expect((await paid(started)).status).toBe(200)
  const codes = (await rows<{ code: string }>('SELECT code FROM tickets WHERE order_id = $1 ORDER BY id', [started.order_id])).map((t) => t.code)
  return { started, codes }
}
