import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { eventInput } from '../support/events'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled, queueTaskIn } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { testStack } from '../support/stack'
import { buyer, GALA_TICKETS, intentOf, order, paid, remainingOf, rows, type Started, ticketedEvent as ticketedEventOf, ticketsOf } from '../support/tickets'

// Tickets on an event (issue 45, docs/tickets.md): ordered through real HTTP, held under the
// event's lock in the real PostgreSQL, paid by Stripe's signed webhook (the fake Stripe holds the
// PaymentIntents), and mailed with their codes, QR codes and the receipt's disclosure by the SMTP server.

let token: string
beforeAll(async () => {
  token = await apiLogin()
})

const ticketedEvent = (title: string, tickets: unknown[] = GALA_TICKETS) => ticketedEventOf(token, title, tickets)
const stripeCalls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>

describe('tickets on an event', () => {
  it('the event shows each ticket with what is left, and takes no RSVP; bad tickets from staff are a 422 naming the field', async () => {
    const eventId = await ticketedEvent('Anniversary gala')
    expect(await ticketsOf(eventId)).toEqual([
      expect.objectContaining({ key: 'dinner', label: 'Gala dinner', price_cents: 15_000, value_cents: 6_000, seats: 1, quantity: 40, remaining: 40, sold_out: false }),
      expect.objectContaining({ key: 'table', seats: 10, quantity: 2, remaining: 2, sold_out: false }),
    ])
    const rsvp = await postJson(`/api/events/${eventId}/rsvp`, buyer('rsvp'))
    expect(rsvp.status).toBe(409)
    expect(((await rsvp.json()) as { detail: string }).detail).toMatch(/sells tickets/)

    for (const [tickets, message] of [
      [[{ ...GALA_TICKETS[0], value_cents: 20_000 }], 'The fair market value cannot be more than the price'],
      [[GALA_TICKETS[0], GALA_TICKETS[0]], 'Each ticket needs a key of its own'],
      [[{ ...GALA_TICKETS[0], key: 'Dinner Seat' }], 'A ticket’s key is 1 to 40 lowercase letters, digits or dashes'],
    ] as const) {
      const refused = await sendJson('POST', '/api/admin/events', eventInput('Bad tickets', { tickets }), token)
      expect(refused.status).toBe(422)
      expect(JSON.stringify(await refused.json())).toContain(message)
    }
  })

  it('an order is priced by the server, held, and answered again to a copy of the request; bad input changes nothing', async () => {
    const eventId = await ticketedEvent('Priced gala')
    const body = {
      ...buyer('priced'),
      items: [
        { ticket: 'dinner', quantity: 2 },
        { ticket: 'table', quantity: 1 },
      ],
      donation_cents: 5_000,
      price_cents: 1,
    }
    const key = randomUUID()
    const response = await order(eventId, body, key)
    expect(response.status).toBe(201)
    const started = (await response.json()) as Started
    expect(started.charged_cents).toBe(2 * 15_000 + 150_000 + 5_000)
    const intent = (await stripeCalls()).find((c) => c.path === '/v1/payment_intents' && c.idempotencyKey === `ticket-order-${started.order_id}-intent`)
    expect(Number(intent?.body.amount)).toBe(started.charged_cents)
    expect(await remainingOf(eventId, 'dinner')).toBe(38)
    expect(await remainingOf(eventId, 'table')).toBe(1)

    expect(await (await order(eventId, body, key)).json()).toEqual(started) // the copy: the same order
    expect((await order(eventId, { ...body, donation_cents: 1 }, key)).status).toBe(409) // the key, for another order

    for (const [bad, status] of [
      [{ ...body, items: [{ ticket: 'dinner', quantity: 0 }] }, 422],
      [{ ...body, items: [] }, 422],
      [{ ...body, items: [{ ticket: 'backstage', quantity: 1 }] }, 422],
      [{ ...body, donation_cents: -500 }, 422],
      [{ ...body, email: 'not-an-email' }, 422],
      [{ ...body, website: 'https://spam.example' }, 400],
    ] as const) {
      expect((await order(eventId, bad)).status, JSON.stringify(bad)).toBe(status)
    }
    const tooMany = await order(eventId, { ...body, items: [{ ticket: 'table', quantity: 2 }] })
    expect(tooMany.status).toBe(409)
    expect(await tooMany.json()).toMatchObject({ detail: 'Sorry, there are not that many tickets left', remaining: 1 })
    expect(await remainingOf(eventId, 'dinner')).toBe(38) // nothing more held
    expect((await order(999_999, body)).status).toBe(404)
  })

  it('paid by the webhook (delivered twice, and as two events): one ticket per seat, mailed once with codes, QR codes and the deductible wording', async () => {
    const eventId = await ticketedEvent('Paid gala')
    const who = buyer('paid')
    const started = (await (
      await order(eventId, {
        ...who,
        items: [
          { ticket: 'dinner', quantity: 2 },
          { ticket: 'table', quantity: 1 },
        ],
        donation_cents: 2_500,
      })
    ).json()) as Started
    const first = await paid(started, `evt_twice_${started.order_id}`)
    expect(first.status).toBe(200)
    expect((await paid(started, `evt_twice_${started.order_id}`)).body.outcome).toBe('duplicate')
    expect((await paid(started)).status).toBe(200) // another event saying the same: nothing more

    const tickets = await rows<{ code: string; ticket: string }>('SELECT code, ticket FROM tickets WHERE order_id = $1 ORDER BY id', [started.order_id])
    expect(tickets.map((t) => t.ticket)).toEqual([...Array(2).fill('dinner'), ...Array(10).fill('table')])
    expect(new Set(tickets.map((t) => t.code)).size).toBe(12)
    for (const { code } of tickets) expect(code).toMatch(/^[A-Z2-9]{20}$/)
    expect((await rows<{ status: string }>('SELECT status FROM ticket_orders WHERE id = $1', [started.order_id]))[0]!.status).toBe('paid')

    const mail = await eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(who.email)))
    const text = mailText(mail).replace(/\r?\n/g, ' ')
    expect(text).toMatch(/Subject: Your tickets: Paid gala/)
    expect(text).toContain(
      'Of the $150.00 you paid for each Gala dinner ticket, $60.00 is the fair market value of the goods and services you received; the remaining $90.00 is tax-deductible as the law allows.',
    )
    expect(text).toContain('Of the $1,500.00 you paid for each Table of ten ticket, $600.00 is the fair market value')
    expect(text).toContain('Your added gift of $25.00 bought nothing and is tax-deductible in full as the law allows.')
    expect(text).toContain(`Charged to your card: $${(started.charged_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
    for (const { code } of tickets) expect(text).toContain(code.replace(/(.{4})(?=.)/g, '$1 '))
    expect(mail.raw.match(/Content-Type: image\/png/gi)).toHaveLength(12)

    await jobsSettled(testStack().databaseURL)
    expect((await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(who.email))).toHaveLength(1)
    expect(await remainingOf(eventId, 'table')).toBe(1)

    // An event with orders is kept: its buyers' tickets and receipts must not vanish.
    const deleted = await http(`/api/admin/events/${eventId}`, { method: 'DELETE', headers: bearer(token) })
    expect(deleted.status).toBe(409)
    expect(((await deleted.json()) as { detail: string }).detail).toMatch(/has ticket orders/)
  })

  it('a hold that runs out: its PaymentIntent is cancelled at Stripe and its seats are on sale again (run as of a later moment, no waiting)', async () => {
    const eventId = await ticketedEvent('Held gala', [{ ...GALA_TICKETS[1], quantity: 1 }])
    const started = (await (await order(eventId, { ...buyer('held'), items: [{ ticket: 'table', quantity: 1 }] })).json()) as Started
    expect(await ticketsOf(eventId)).toEqual([expect.objectContaining({ remaining: 0, sold_out: true })])
    const refused = await order(eventId, { ...buyer('late'), items: [{ ticket: 'table', quantity: 1 }] })
    expect(refused.status).toBe(409)

    await queueTaskIn(testStack().databaseURL, 'expireTicketHolds', { now: new Date(Date.parse(started.held_until) + 1_000).toISOString() })
    await jobsSettled(testStack().databaseURL)
    expect((await rows<{ status: string }>('SELECT status FROM ticket_orders WHERE id = $1', [started.order_id]))[0]!.status).toBe('expired')
    expect((await stripeCalls()).some((c) => c.path === `/v1/payment_intents/${intentOf(started)}/cancel`)).toBe(true)
    expect(await ticketsOf(eventId)).toEqual([expect.objectContaining({ remaining: 1, sold_out: false })])
    expect((await order(eventId, { ...buyer('again'), items: [{ ticket: 'table', quantity: 1 }] })).status).toBe(201)
  })

  it('two hundred buyers at once for the last hundred seats: exactly one hundred are held', { timeout: 120_000 }, async () => {
    const eventId = await ticketedEvent('Rush', [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 100, seats: 1 }])
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => order(eventId, { ...buyer(`rush-${i}`), items: [{ ticket: 'walk', quantity: 1 }] })))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(100)
    expect(statuses.filter((s) => s === 409)).toHaveLength(100)
    expect(await ticketsOf(eventId)).toEqual([expect.objectContaining({ remaining: 0, sold_out: true })])
    const held = await rows<{ n: number }>(
      `SELECT coalesce(sum(i.quantity), 0)::int AS n FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id WHERE o.event_id = $1 AND o.status IN ('held', 'paid')`,
      [eventId],
    )
    expect(held[0]!.n).toBe(100)
  })
})
