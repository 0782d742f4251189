import { beforeAll, describe, expect, it } from 'vitest'

import { eventInput } from '../support/events'
import { apiLogin, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { buyer, order, paidOrder, rows, ticketedEvent } from '../support/tickets'

// Guests named later (issue 45, docs/tickets.md): the buyer's mail carries a link; through it,
// each seat's guest is named until the event starts, and a guest with an email is mailed their
// own ticket (the SMTP server, the durable queue). Real HTTP and PostgreSQL throughout.

const WALK = [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 30, seats: 1 }]
let admin: string
beforeAll(async () => {
  admin = await apiLogin()
})

const mailTo = (email: string) => eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(email)))
const open = (token: string) => postJson('/api/events/order/guests/open', { token })
const name = (token: string, guests: unknown[]) => sendJson('PUT', '/api/events/order/guests', { token, guests })
type Guests = { buyer_name: string; mailed?: number; guests: { ticket_id: number; ticket: string; name: string | null; email: string | null; note: string | null }[] }

async function orderWithLink(title: string) {
  const eventId = await ticketedEvent(admin, title, WALK)
  const who = buyer('guests-buyer', 'Lena Park')
  const { codes, started } = await paidOrder(eventId, { ...who, items: [{ ticket: 'walk', quantity: 2 }] })
  const text = mailText(await mailTo(who.email))
  const token = /\/events\/order\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]
  expect(token, 'the buyer’s mail carries the guests link').toBeDefined()
  return { eventId, token: token!, codes, orderId: started.order_id }
}

describe('guests named by the buyer’s link', () => {
  it('the link opens the seats; a guest with an email is mailed their own ticket, once; the page shows the form', async () => {
    const { token, codes } = await orderWithLink('Guests walk')
    const page = await http(`/events/order?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy') ?? '').toBeTruthy()
    const html = await page.text()
    expect(html).toContain('Name your guests')
    expect(html).toContain('id="guest-1-name"') // a field set per seat

    const opened = await open(token)
    expect(opened.status).toBe(200)
    const seats = ((await opened.json()) as Guests).guests
    expect(seats).toEqual([expect.objectContaining({ ticket: 'Memorial walk', name: null, email: null, note: null }), expect.objectContaining({ name: null })])

    const guestEmail = uniqueEmail('named-guest')
    const saved = await name(token, [
      { ticket_id: seats[0]!.ticket_id, name: '  Ana Ruiz ', email: guestEmail.toUpperCase(), note: 'Vegetarian' },
      { ticket_id: seats[1]!.ticket_id, name: '', email: '', note: '' },
    ])
    expect(saved.status, await saved.clone().text()).toBe(200)
    const after = (await saved.json()) as Guests
    expect(after.mailed).toBe(1)
    expect(after.guests[0]).toMatchObject({ name: 'Ana Ruiz', email: guestEmail, note: 'Vegetarian' })
    expect(after.guests[1]).toMatchObject({ name: null, email: null, note: null })

    const mail = await mailTo(guestEmail)
    const text = mailText(mail).replace(/\r?\n/g, ' ')
    expect(text).toMatch(/Subject: Your ticket: Guests walk/)
    expect(text).toContain('Lena Park has named you as their guest at Guests walk')
    expect(text).toContain(codes[0]!.replace(/(.{4})(?=.)/g, '$1 '))
    expect(mail.raw.match(/Content-Type: image\/png/gi)).toHaveLength(1)

    // The same names again: nothing changes, no second mail.
    const again = await name(token, [{ ticket_id: seats[0]!.ticket_id, name: 'Ana Ruiz', email: guestEmail, note: 'Vegetarian' }])
    expect(((await again.json()) as Guests).mailed).toBe(0)
    await jobsSettled(testStack().databaseURL)
    expect((await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(guestEmail))).toHaveLength(1)
  })

  it('bad input is answered clearly and changes nothing: an email without a name, another order’s seat, a link that does not work', async () => {
    const { token } = await orderWithLink('Careful walk')
    const other = await orderWithLink('Other walk')
    const seats = ((await (await open(token)).json()) as Guests).guests
    const otherSeat = ((await (await open(other.token)).json()) as Guests).guests[0]!

    const noName = await name(token, [{ ticket_id: seats[0]!.ticket_id, name: '', email: uniqueEmail('nameless') }])
    expect(noName.status).toBe(422)
    expect(((await noName.json()) as { fields: Record<string, string> }).fields['guests.0.name']).toBe('Please give the guest’s name as well as their email')
    const notMine = await name(token, [{ ticket_id: otherSeat.ticket_id, name: 'Someone Else' }])
    expect(notMine.status).toBe(422)
    expect(((await (await open(other.token)).json()) as Guests).guests[0]!.name).toBeNull()
    const badMail = await name(token, [{ ticket_id: seats[0]!.ticket_id, name: 'Ana', email: 'not-an-email' }])
    expect(badMail.status).toBe(422)

    for (const dead of ['x'.repeat(43), 'short', other.token.slice(0, -1) + (other.token.endsWith('A') ? 'B' : 'A')]) {
      const response = await open(dead)
      expect(response.status, dead).toBe(404)
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^This link does not work/)
    }
    expect((await http('/events/order?token=nope')).status).toBe(200) // the page says so in words
    expect(await (await http('/events/order?token=nope')).text()).toContain('This link does not work')
  })

  it('once the event has started, the link no longer names guests (409)', async () => {
    const { eventId, token } = await orderWithLink('Started walk')
    const now = Date.now()
    const moved = await sendJson(
      'PUT',
      `/api/admin/events/${eventId}`,
      eventInput('Started walk', { tickets: WALK, is_published: false, start_at: new Date(now - 60_000).toISOString(), end_at: new Date(now + 3_600_000).toISOString() }),
      admin,
    )
    expect(moved.status).toBe(200)
    const response = await open(token)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { detail: string }).detail).toBe('The event has started: guests can no longer be named here. Please speak to us at the door.')
    expect((await name(token, [])).status).toBe(409)
  })
})

describe('guests named by staff in /admin', () => {
  const staffName = (orderId: number, guests: unknown[], token = admin) => sendJson('PUT', `/api/admin/ticket-orders/${orderId}/guests`, { guests }, token)
  type StaffOrders = { id: number; tickets: { id: number; guest_name: string | null; guest_email: string | null; guest_note: string | null }[] }[]

  it('staff name a paid order’s guests, also after the start; the guest is mailed; audited; another order’s seat or an unpaid order refused', async () => {
    const { eventId, orderId } = await orderWithLink('Staff-named walk')
    const other = await orderWithLink('Staff other walk')
    const ordersOf = async (id: number) => (await (await http(`/api/admin/events/${id}/orders`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as StaffOrders
    const seats = (await ordersOf(eventId)).find((o) => o.id === orderId)!.tickets
    const now = Date.now()
    const moved = await sendJson(
      'PUT',
      `/api/admin/events/${eventId}`,
      eventInput('Staff-named walk', { tickets: WALK, is_published: false, start_at: new Date(now - 60_000).toISOString(), end_at: new Date(now + 3_600_000).toISOString() }),
      admin,
    )
    expect(moved.status).toBe(200)

    const guestEmail = uniqueEmail('staff-named')
    const saved = await staffName(orderId, [{ ticket_id: seats[1]!.id, name: 'Omar Haddad', email: guestEmail, note: 'Arrives late' }])
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(((await saved.json()) as Guests).mailed).toBe(1)
    expect((await ordersOf(eventId)).find((o) => o.id === orderId)!.tickets[1]).toMatchObject({ guest_name: 'Omar Haddad', guest_email: guestEmail, guest_note: 'Arrives late' })
    expect(mailText(await mailTo(guestEmail))).toContain('Lena Park has named you as their guest at Staff-named walk')
    const audited = await rows<{ summary: string }>(`SELECT summary FROM audit_entries WHERE action = 'ticket-order.guests' AND target_id = $1`, [String(orderId)])
    expect(audited).toEqual([{ summary: '1 guest(s) named' }])

    const otherSeat = (await ordersOf(other.eventId)).find((o) => o.id === other.orderId)!.tickets[0]!
    expect((await staffName(orderId, [{ ticket_id: otherSeat.id, name: 'Not Here' }])).status).toBe(422)
    expect((await staffName(orderId, [{ ticket_id: seats[0]!.id, name: '', email: uniqueEmail('nameless') }])).status).toBe(422)
    expect((await staffName(999_999, [])).status).toBe(404)
    const held = (await (await order(other.eventId, { ...buyer('held-guests'), items: [{ ticket: 'walk', quantity: 1 }] })).json()) as { order_id: number }
    const refused = await staffName(held.order_id, [])
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { detail: string }).detail).toBe('Only a paid order’s guests can be named.')
  })
})
