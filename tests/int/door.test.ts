import { beforeAll, describe, expect, it } from 'vitest'

import { eventInput } from '../support/events'
import { apiLogin, bearer, http, sendJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { buyer, paidOrder, rows, ticketedEvent } from '../support/tickets'

// The benefit night's door and its orders (issue 45, docs/tickets.md): real HTTP, the real
// PostgreSQL, tickets issued by Stripe's signed webhook. The event is moved to today by the staff
// API (its sales are closed by then), so nothing waits for the clock.

const PASSWORD = 'a-long-enough-password-9'
let admin: string
const tokens: Record<'door' | 'fundraising' | 'reviewer', string> = { door: '', fundraising: '', reviewer: '' }
let doorEmail = ''

beforeAll(async () => {
  admin = await apiLogin()
  const payload = await getTestPayload()
  for (const role of ['door', 'fundraising', 'reviewer'] as const) {
    const email = uniqueEmail(`door-test-${role}`)
    if (role === 'door') doorEmail = email
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
    tokens[role] = await apiLogin(email, PASSWORD)
  }
})

const get = (path: string, token: string) => http(path, { headers: bearer(token) })
const checkIn = (eventId: number, code: string, token = tokens.door) => sendJson('POST', `/api/admin/events/${eventId}/check-in`, { code }, token)
const detailOf = async (response: Response) => ((await response.json()) as { detail: string }).detail

/** Moves the event to now (it started a minute ago and goes on for three hours): today's, wherever the clock is. */
async function happeningNow(eventId: number, title: string, tickets: unknown[]) {
  const now = Date.now()
  // Unpublished as it moves: an event going on now would head other files' public lists on this worker.
  const body = eventInput(title, { tickets, is_published: false, start_at: new Date(now - 60_000).toISOString(), end_at: new Date(now + 3 * 3_600_000).toISOString() })
  const response = await sendJson('PUT', `/api/admin/events/${eventId}`, body, admin)
  expect(response.status, await response.clone().text()).toBe(200)
}

const WALK = [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 50, seats: 1 }]

describe('at the door', () => {
  it('the door checks a guest in once (200, then 409 naming when and by whom), only at today’s event; another event’s code is 404', async () => {
    const eventId = await ticketedEvent(admin, 'Door walk', WALK)
    const otherId = await ticketedEvent(admin, 'Other walk', WALK)
    const { codes } = await paidOrder(eventId, { ...buyer('door-buyer', 'Rosa Delgado'), items: [{ ticket: 'walk', quantity: 3 }] })
    const { codes: otherCodes } = await paidOrder(otherId, { ...buyer('door-other'), items: [{ ticket: 'walk', quantity: 1 }] })
    expect(codes).toHaveLength(3)

    // Not today's yet: the door role is refused, content staff and admins are not.
    const early = await get(`/api/admin/events/${eventId}/check-in`, tokens.door)
    expect(early.status).toBe(403)
    expect(await detailOf(early)).toBe('The door role checks guests in only on the day of the event.')
    expect((await checkIn(eventId, codes[0]!)).status).toBe(403)
    expect((await get(`/api/admin/events/${eventId}/check-in`, admin)).status).toBe(200)
    const doorsEarly = (await (await get('/api/admin/check-in', tokens.door)).json()) as { events: { id: number }[] }
    expect(doorsEarly.events.map((e) => e.id)).not.toContain(eventId)

    await happeningNow(eventId, 'Door walk', WALK)
    const doors = (await (await get('/api/admin/check-in', tokens.door)).json()) as { events: { id: number; sold: number; checked_in: number }[] }
    expect(doors.events.find((e) => e.id === eventId)).toMatchObject({ sold: 3, checked_in: 0 })
    expect(doors.events.map((e) => e.id)).not.toContain(otherId)

    // Found by the buyer's name (any case) and by the code as typed: lower case, in groups.
    const byName = (await (await get(`/api/admin/events/${eventId}/check-in?q=delgado`, tokens.door)).json()) as { guests: { code: string; buyer_name: string }[] }
    expect(byName.guests.map((g) => g.code).sort()).toEqual([...codes].sort())
    const typed = codes[0]!.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ')
    const byCode = (await (await get(`/api/admin/events/${eventId}/check-in?q=${encodeURIComponent(typed)}`, tokens.door)).json()) as { guests: { code: string }[] }
    expect(byCode.guests.map((g) => g.code)).toEqual([codes[0]])

    const first = await checkIn(eventId, typed)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ guest: 'Rosa Delgado', ticket: 'Memorial walk', checked_in_at: expect.any(String), sold: 3, checked_in: 1 })
    const second = await checkIn(eventId, codes[0]!)
    expect(second.status).toBe(409)
    expect(await detailOf(second)).toMatch(new RegExp(`^Already checked in at \\d{1,2}:\\d{2} (AM|PM) by ${doorEmail.replace(/[.+]/g, '\\$&')}\\.$`))

    // Two door phones scanning one ticket at the same moment: one checks it in, the other hears so.
    const both = await Promise.all([checkIn(eventId, codes[1]!), checkIn(eventId, codes[1]!, admin)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])

    expect((await checkIn(eventId, otherCodes[0]!)).status).toBe(404) // another event's ticket
    expect((await checkIn(eventId, 'ABCDEFGHJKLMNPQRSTUV')).status).toBe(404) // a guess
    const garbled = await checkIn(eventId, '<script>')
    expect(garbled.status).toBe(422)
    expect(JSON.stringify(await garbled.json())).toContain('Enter the ticket’s code')
    expect((await checkIn(999_999, codes[2]!)).status).toBe(404)

    const view = (await (await get(`/api/admin/events/${eventId}/check-in`, tokens.door)).json()) as { event: { sold: number; checked_in: number }; guests: unknown[] }
    expect(view.event).toMatchObject({ sold: 3, checked_in: 2 })
    expect(view.guests).toEqual([]) // no search, no list of names

    const audited = await rows<{ actor_email: string; target_id: string }>(`SELECT actor_email, target_id FROM audit_entries WHERE action = 'ticket.check-in' AND summary LIKE '%Door walk'`, [])
    expect(audited.map((a) => a.actor_email).sort()).toEqual([doorEmail, ...(both[1]!.status === 200 ? ['staff@test.example.org'] : [doorEmail])].sort())
  })

  it('the door role has nothing else: not the orders, not the events, not /cms', async () => {
    const eventId = await ticketedEvent(admin, 'Door-only walk', WALK)
    for (const path of [`/api/admin/events/${eventId}/orders`, '/api/admin/events', '/api/donations/by-month', '/api/admin/messages']) {
      const response = await get(path, tokens.door)
      expect(response.status, path).toBe(403)
      expect(await detailOf(response)).toMatch(/^Your role \(Door\) does not include/)
    }
    expect((await get(`/api/admin/events/${eventId}/check-in`, tokens.reviewer)).status).toBe(403)
    expect((await http('/cms/api/ticket-orders?limit=1', { headers: { Authorization: `JWT ${tokens.door}` } })).status).toBe(403)
  })
})

describe('an event’s orders, as staff see them', () => {
  it('each order with its tickets and guests, for fundraising and content staff; the read is audited', async () => {
    const eventId = await ticketedEvent(admin, 'Orders gala')
    const who = buyer('orders-buyer', 'Ann Kim')
    const { started, codes } = await paidOrder(eventId, { ...who, items: [{ ticket: 'dinner', quantity: 2 }], donation_cents: 1_000 })
    const response = await get(`/api/admin/events/${eventId}/orders`, tokens.fundraising)
    expect(response.status).toBe(200)
    const orders = (await response.json()) as { id: number; tickets: { code: string }[] }[]
    expect(orders).toEqual([
      expect.objectContaining({
        id: started.order_id,
        buyer_name: 'Ann Kim',
        buyer_email: who.email,
        status: 'paid',
        tickets_cents: 30_000,
        donation_cents: 1_000,
        charged_cents: started.charged_cents,
        paid_at: expect.any(String),
        items: [expect.objectContaining({ ticket: 'dinner', quantity: 2, price_cents: 15_000, value_cents: 6_000 })],
      }),
    ])
    expect(orders[0]!.tickets).toEqual(
      codes.map((code) => ({ id: expect.any(Number), code, ticket: 'Gala dinner', guest_name: null, guest_email: null, guest_note: null, checked_in_at: null, refunded_at: null })),
    )
    const audited = await rows<{ summary: string }>(`SELECT summary FROM audit_entries WHERE action = 'ticket-orders.read' AND target_id = $1`, [String(eventId)])
    expect(audited).toEqual([{ summary: '1 order, 2 tickets' }])
    expect((await get('/api/admin/events/999999/orders', admin)).status).toBe(404)

    // The night's totals: $300 of dinners ($120 of it the dinners' value), a $10 gift.
    const totals = await get(`/api/admin/events/${eventId}/totals`, tokens.fundraising)
    expect(totals.status).toBe(200)
    expect(await totals.json()).toEqual({
      paid_orders: 1,
      tickets_cents: 30_000,
      donations_cents: 1_000,
      fees_covered_cents: 0,
      gross_cents: started.charged_cents,
      refunded_cents: 0,
      fair_value_cents: 12_000,
      deductible_cents: 18_000 + 1_000,
      sold: 2,
      checked_in: 0,
    })
    expect((await get(`/api/admin/events/${eventId}/totals`, tokens.door)).status).toBe(403)

    // The guest list as CSV, a formula-looking name kept as text; the export is audited.
    await rows(`UPDATE tickets SET guest_name = '=HYPERLINK("x")', guest_note = 'Vegetarian' WHERE code = $1`, [codes[0]])
    const csv = await get(`/api/admin/events/${eventId}/guests.csv`, tokens.fundraising)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain(`event-${eventId}-guests.csv`)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Order,Buyer,Buyer email,Ticket,Code,Guest,Guest email,Note,Checked in')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`${started.order_id},Ann Kim,${who.email},Gala dinner,${codes[0]},`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
    expect(lines[1]).toContain('Vegetarian')
    const exported = await rows<{ summary: string }>(`SELECT summary FROM audit_entries WHERE action = 'export' AND target_id = $1`, [String(eventId)])
    expect(exported).toEqual([{ summary: 'guest list, 2 rows' }])
  })
})
