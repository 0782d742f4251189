import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, postJson } from '../support/http'
import { jobsSettled, queueTaskIn } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { buyer, order, paidOrder, remainingOf, rows, type Started, ticketedEvent } from '../support/tickets'

// The waitlist (issue 45, docs/tickets.md "The waitlist"): visitors wait for a sold-out ticket
// through the real HTTP API; seats freed by a refund or a hold run out are offered, in turn, by a
// mailed link (the SMTP server) that holds them; the offer bought through its link once, and an
// offer that runs out passes to the next in line (the task run as of a later moment, no waiting).

const WALK = [
  { key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 2, seats: 1 },
  { key: 'lunch', label: 'Picnic lunch', price_cents: 3_000, value_cents: 1_000, quantity: 50, seats: 1 },
]
let admin: string
beforeAll(async () => {
  admin = await apiLogin()
})

const join = (eventId: number, body: Record<string, unknown>) => postJson(`/api/events/${eventId}/waitlist`, body)
const refund = (orderId: number, codes: string[]) => postJson(`/api/admin/ticket-orders/${orderId}/refund`, { codes }, bearer(admin))
const offerIn = async (email: string): Promise<string> => {
  const mail = await eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(email) && /Subject: Seats for you/.test(mailText(m))))
  const token = /\/events\/offer\?token=([A-Za-z0-9_-]{43})/.exec(mailText(mail))?.[1]
  expect(token, 'the offer mail carries its link').toBeDefined()
  return token!
}
const entries = (eventId: number) => rows<{ email: string; status: string; quantity: number }>('SELECT email, status, quantity::int FROM waitlist_entries WHERE event_id = $1 ORDER BY id', [eventId])

describe('the waitlist of a sold-out ticket', () => {
  it('joined with one answer for all; freed seats offered in turn by a link that buys them once; an offer run out passes to the next', async () => {
    const eventId = await ticketedEvent(admin, 'Waitlist walk', WALK)
    const { started, codes } = await paidOrder(eventId, { ...buyer('wait-buyer'), items: [{ ticket: 'walk', quantity: 2 }] })
    expect(await remainingOf(eventId, 'walk')).toBe(0)

    const [ana, ben, cai] = [uniqueEmail('wait-ana'), uniqueEmail('wait-ben'), uniqueEmail('wait-cai')]
    const joined = await join(eventId, { name: 'Ana', email: ana, ticket: 'walk', quantity: 1 })
    expect(joined.status).toBe(202)
    const answer = await joined.json()
    const twice = await join(eventId, { name: 'Ana again', email: ana.toUpperCase(), ticket: 'walk', quantity: 1 })
    expect(twice.status).toBe(202)
    expect(await twice.json()).toEqual(answer) // the same answer: nobody learns who is waiting
    expect((await join(eventId, { name: 'Ben', email: ben, ticket: 'walk', quantity: 2 })).status).toBe(202)
    expect((await join(eventId, { name: 'Cai', email: cai, ticket: 'walk', quantity: 1 })).status).toBe(202)
    expect((await entries(eventId)).map((e) => [e.email, e.quantity, e.status])).toEqual([
      [ana, 1, 'waiting'],
      [ben, 2, 'waiting'],
      [cai, 1, 'waiting'],
    ])

    // Bad input, and a ticket still on sale.
    const onSale = await join(eventId, { name: 'Dee', email: uniqueEmail('wait-dee'), ticket: 'lunch', quantity: 2 })
    expect(onSale.status).toBe(409)
    expect(await onSale.json()).toMatchObject({ detail: 'There are still tickets left: you can buy them now.', remaining: 50 })
    for (const [bad, status] of [
      [{ name: 'X', email: uniqueEmail('wait-x'), ticket: 'backstage', quantity: 1 }, 422],
      [{ name: 'X', email: uniqueEmail('wait-x'), ticket: 'walk', quantity: 0 }, 422],
      [{ name: '', email: uniqueEmail('wait-x'), ticket: 'walk', quantity: 1 }, 422],
      [{ name: 'X', email: 'nope', ticket: 'walk', quantity: 1 }, 422],
      [{ name: 'X', email: uniqueEmail('wait-x'), ticket: 'walk', quantity: 1, website: 'https://spam.example' }, 400],
    ] as const) {
      expect((await join(eventId, bad)).status, JSON.stringify(bad)).toBe(status)
    }
    expect((await join(999_999, { name: 'X', email: uniqueEmail('wait-x'), ticket: 'walk', quantity: 1 })).status).toBe(404)
    expect(await entries(eventId)).toHaveLength(3)

    // A refund frees one seat: the first in line it fits (Ana) is offered it; the public still sees none.
    expect((await refund(started.order_id, [codes[0]!])).status).toBe(200)
    expect((await entries(eventId)).map((e) => e.status)).toEqual(['offered', 'waiting', 'waiting'])
    expect(await remainingOf(eventId, 'walk')).toBe(0)
    expect((await order(eventId, { ...buyer('wait-public'), items: [{ ticket: 'walk', quantity: 1 }] })).status).toBe(409)
    const anaToken = await offerIn(ana)

    const page = await http(`/events/offer?token=${anaToken}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('held for you until')
    expect(await (await http(`/events/offer?token=${'x'.repeat(43)}`)).text()).toContain('This offer has run out or was already used.')

    const tooMany = await order(eventId, { name: 'Ana', email: ana, items: [{ ticket: 'walk', quantity: 2 }], offer: anaToken })
    expect(tooMany.status).toBe(422)
    const bought = await order(eventId, { name: 'Ana', email: ana, items: [{ ticket: 'walk', quantity: 1 }], offer: anaToken })
    expect(bought.status, await bought.clone().text()).toBe(201)
    const anaOrder = (await bought.json()) as Started
    const reused = await order(eventId, { name: 'Ana', email: ana, items: [{ ticket: 'walk', quantity: 1 }], offer: anaToken }, randomUUID())
    expect(reused.status).toBe(409)
    expect(((await reused.json()) as { detail: string }).detail).toBe('This offer has run out or was already used. If seats free up again, the next person waiting is offered them.')
    expect((await entries(eventId)).map((e) => e.status)).toEqual(['claimed', 'waiting', 'waiting'])

    // The second seat freed: Ben wants two, so Cai (behind him, one) is offered it.
    expect((await refund(started.order_id, [codes[1]!])).status).toBe(200)
    expect((await entries(eventId)).map((e) => e.status)).toEqual(['claimed', 'waiting', 'offered'])
    await offerIn(cai)

    // A day later: Ana's hold ran out unpaid and Cai's offer lapsed: both seats go to Ben, together.
    const later = new Date(Date.now() + 25 * 3_600_000).toISOString()
    await queueTaskIn(testStack().databaseURL, 'expireTicketHolds', { now: later })
    await jobsSettled(testStack().databaseURL)
    expect((await rows<{ status: string }>('SELECT status FROM ticket_orders WHERE id = $1', [anaOrder.order_id]))[0]!.status).toBe('expired')
    expect((await entries(eventId)).map((e) => e.status)).toEqual(['claimed', 'offered', 'lapsed'])
    const benToken = await offerIn(ben)
    expect(await remainingOf(eventId, 'walk')).toBe(0)
    expect((await order(eventId, { name: 'Ben', email: ben, items: [{ ticket: 'walk', quantity: 2 }], offer: benToken })).status).toBe(201)
  })
})
