import { beforeAll, describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { apiLogin, bearer, http, postJson } from '../support/http'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { testStack } from '../support/stack'
import { buyer, GALA_TICKETS, paidOrder, remainingOf, rows, ticketedEvent } from '../support/tickets'

// Refunds of ticket orders (issue 45, docs/tickets.md "Refunds"): staff refund single tickets or a
// whole order through the real HTTP API; the fake Stripe takes the refund; the tickets stop
// admitting anyone, their seats go back on sale, the night's totals follow, and the buyer is
// mailed the receipt as it now stands (the SMTP server).

let admin: string
beforeAll(async () => {
  admin = await apiLogin()
})

const refund = (orderId: number, body: unknown, token = admin) => postJson(`/api/admin/ticket-orders/${orderId}/refund`, body, bearer(token))
const detailOf = async (response: Response) => ((await response.json()) as { detail: string }).detail
const stripeCalls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>
const mailsTo = async (email: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(email))
const totalsOf = async (eventId: number) => (await http(`/api/admin/events/${eventId}/totals`, { headers: bearer(admin) })).json() as Promise<Record<string, number>>
const thisMonth = async () => {
  const { months } = (await (await http('/api/donations/by-month?months=1', { headers: bearer(admin) })).json()) as { months: { tickets_cents: number; kept_cents: number }[] }
  return months[0]!
}
type Refunded = { refunded_cents: number; order: { status: string; refunded_cents: number; items: { ticket: string; refunded: number }[]; tickets: { code: string; refunded_at: string | null }[] } }

describe('refunds of ticket orders', () => {
  it('single tickets: refunded at their price through Stripe, their seats on sale again, refused at the door, and the receipt mailed as it now stands', async () => {
    const monthBefore = await thisMonth()
    const eventId = await ticketedEvent(admin, 'Refund gala')
    const who = buyer('refund-buyer', 'Nora Quinn')
    const { started, codes } = await paidOrder(eventId, {
      ...who,
      items: [
        { ticket: 'dinner', quantity: 3 },
        { ticket: 'table', quantity: 1 },
      ],
      donation_cents: 2_500,
    })
    const other = await paidOrder(eventId, { ...buyer('refund-other'), items: [{ ticket: 'dinner', quantity: 1 }] })
    expect(await remainingOf(eventId, 'dinner')).toBe(36)
    const [dinner1, dinner2, dinner3] = codes as [string, string, string]
    const table = codes.slice(3)

    // Bad asks change nothing.
    expect((await refund(started.order_id, {})).status).toBe(422)
    expect((await refund(started.order_id, { codes: [dinner1], whole: true })).status).toBe(422)
    const partTable = await refund(started.order_id, { codes: table.slice(0, 5) })
    expect(partTable.status).toBe(422)
    expect(await detailOf(partTable)).toBe('A Table of ten is refunded whole: choose all 10 of its seats.')
    expect((await refund(started.order_id, { codes: [other.codes[0]] })).status).toBe(422) // another order's ticket
    expect((await refund(999_999, { whole: true })).status).toBe(404)
    expect((await http(`/api/admin/ticket-orders/${started.order_id}/refund`, { method: 'POST', body: '{}' })).status).toBe(401)

    // A ticket used at the door is not refunded.
    expect((await postJson(`/api/admin/events/${eventId}/check-in`, { code: dinner3 }, bearer(admin))).status).toBe(200)
    const used = await refund(started.order_id, { codes: [dinner3] })
    expect(used.status).toBe(409)
    expect(await detailOf(used)).toBe('A ticket already used at the door cannot be refunded.')

    const one = await refund(started.order_id, { codes: [dinner1.toLowerCase()] })
    expect(one.status, await one.clone().text()).toBe(200)
    const after = (await one.json()) as Refunded
    expect(after.refunded_cents).toBe(15_000)
    expect(after.order).toMatchObject({ status: 'paid', refunded_cents: 15_000 })
    expect(after.order.items.find((i) => i.ticket === 'dinner')!.refunded).toBe(1)
    expect(after.order.tickets.find((t) => t.code === dinner1)!.refunded_at).toEqual(expect.any(String))
    const asked = (await stripeCalls()).filter((c) => c.path === '/v1/refunds' && c.idempotencyKey?.startsWith(`ticket-order-${started.order_id}-refund-`))
    expect(asked.map((c) => Number(c.body.amount))).toEqual([15_000])
    expect(await remainingOf(eventId, 'dinner')).toBe(37)

    // The same ask again: that ticket is refunded already.
    expect((await refund(started.order_id, { codes: [dinner1] })).status).toBe(422)
    const door = await postJson(`/api/admin/events/${eventId}/check-in`, { code: dinner1 }, bearer(admin))
    expect(door.status).toBe(409)
    expect(await detailOf(door)).toMatch(/refunded/)

    // The whole table, all ten seats: the table is on sale again.
    expect((await refund(started.order_id, { codes: table })).status).toBe(200)
    expect(await remainingOf(eventId, 'table')).toBe(2)

    const mail = await eventually(async () => {
      const mails = await mailsTo(who.email)
      return mails.filter((m) => /Subject: Your refund/.test(mailText(m))).length === 2 ? mails : undefined
    })
    const refundMails = mail.filter((m) => /Subject: Your refund/.test(mailText(m))).map((m) => mailText(m).replace(/\r?\n/g, ' '))
    const last = refundMails.find((text) => text.includes('We have refunded $1,500.00'))!
    expect(last).toBeDefined()
    // What is left: 2 dinners at $90.00 deductible each, and the gift: $205.00.
    expect(last).toMatch(/2 \S+ Gala dinner at \$150\.00: \$300\.00/) // × is two bytes, read one by one
    expect(last).not.toContain('Table of ten at')
    expect(last).toContain('Of the $150.00 you paid for each Gala dinner ticket, $60.00 is the fair market value')
    expect(last).toContain('In all, $205.00 of this order is tax-deductible as the law allows.')
    expect(last).toContain(dinner2.replace(/(.{4})(?=.)/g, '$1 '))
    expect(last).not.toContain(dinner1.replace(/(.{4})(?=.)/g, '$1 '))

    const totals = await totalsOf(eventId)
    expect(totals).toMatchObject({ tickets_cents: 3 * 15_000, donations_cents: 2_500, refunded_cents: 165_000, fair_value_cents: 3 * 6_000, sold: 3, checked_in: 1 })
    expect(totals.gross_cents).toBe(started.charged_cents - 165_000 + other.started.charged_cents)
    // The buyer's donor record counts the order by its deductible part: 2 dinners × $90 and the $25 gift.
    const donors = (await (await http(`/api/admin/donors?q=${encodeURIComponent(who.email)}`, { headers: bearer(admin) })).json()) as { id: number; email: string; lifetime_cents: number }[]
    const donor = donors.find((d) => d.email === who.email.toLowerCase())
    expect(donor).toMatchObject({ lifetime_cents: 20_500 })
    // Their page lists the order with what it charged, what of it is deductible, and what came back.
    const page = (await (await http(`/api/admin/donors/${donor!.id}`, { headers: bearer(admin) })).json()) as { purchases: unknown[] }
    expect(page.purchases).toEqual([
      {
        kind: 'tickets',
        id: started.order_id,
        what: expect.stringContaining('Refund gala'),
        paid_at: expect.any(String),
        charged_cents: started.charged_cents,
        deductible_cents: 20_500,
        refunded_cents: 165_000,
      },
    ])
    // The by-month figures count the night apart from the gifts, net of refunds.
    const monthAfter = await thisMonth()
    expect(monthAfter.tickets_cents - monthBefore.tickets_cents).toBe(totals.gross_cents)
    expect(monthAfter.kept_cents).toBe(monthBefore.kept_cents)

    const audited = await rows<{ summary: string }>(`SELECT summary FROM audit_entries WHERE action = 'ticket-order.refund' AND target_id = $1 ORDER BY id`, [String(started.order_id)])
    expect(audited.map((a) => a.summary)).toEqual(['1 ticket(s), $150 back to the card', '10 ticket(s), $1,500 back to the card'])
  })

  it('the whole order: all that is left of the charge, the order refunded, every seat back; then nothing more to refund', async () => {
    const eventId = await ticketedEvent(admin, 'Whole refund gala', [{ ...GALA_TICKETS[0], quantity: 4 }])
    const who = buyer('refund-whole')
    const { started, codes } = await paidOrder(eventId, { ...who, items: [{ ticket: 'dinner', quantity: 4 }], donation_cents: 1_000 })
    expect(await remainingOf(eventId, 'dinner')).toBe(0)
    expect((await refund(started.order_id, { codes: [codes[0]] })).status).toBe(200)
    const whole = await refund(started.order_id, { whole: true })
    expect(whole.status).toBe(200)
    const done = (await whole.json()) as Refunded
    expect(done.refunded_cents).toBe(started.charged_cents - 15_000)
    expect(done.order).toMatchObject({ status: 'refunded', refunded_cents: started.charged_cents })
    expect(done.order.tickets.every((t) => t.refunded_at)).toBe(true)
    expect(await remainingOf(eventId, 'dinner')).toBe(4)
    const again = await refund(started.order_id, { whole: true })
    expect(again.status).toBe(409)
    expect(await detailOf(again)).toBe('Only a paid order can be refunded.')
    const wholeWords = `We have refunded $${((started.charged_cents - 15_000) / 100).toFixed(2)} to your card for order no. ${started.order_id} (Whole refund gala). Your tickets no longer admit anyone, and nothing of this order remains a gift.`
    await eventually(async () => (await mailsTo(who.email)).map((m) => mailText(m).replace(/\r?\n/g, ' ')).find((t) => t.includes(wholeWords)))
    expect(await totalsOf(eventId)).toMatchObject({ paid_orders: 0, gross_cents: 0, refunded_cents: started.charged_cents, sold: 0 })
  })
})
