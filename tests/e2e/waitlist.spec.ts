import type { APIRequestContext } from '@playwright/test'

import { eventually, mailText, readMailbox } from '../support/mailbox'
import { expectHeard, heardMark, recordAnnouncements } from './keyboardSupport'
import { expectAccessible, expectFocusInView, failOnCspViolations, inDays, routeStripeToFake, signIn, staffToken, stripeSays, tabTo, typeInto, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// The waitlist and refunds (issue 45): a sold-out walk's waitlist joined by keyboard, a ticket
// refunded from the staff's Orders dialog, and the seat it freed bought through the offer's
// mailed link with the test card (the test copy of Stripe.js, the fake Stripe).

failOnCspViolations()

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A published walk with one ticket, bought and paid: its id, title, order and the ticket's code. */
async function soldOutWalk(request: APIRequestContext) {
  const token = await staffToken(request)
  const title = unique('Sold-out walk')
  const made = await request.post('/api/admin/events', {
    data: {
      title,
      summary: 'Together',
      description: 'Walk with us.',
      location: 'Pier 25',
      external_registration_url: '',
      is_published: true,
      start_at: inDays(45),
      end_at: inDays(45, 23),
      tickets: [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 1, seats: 1 }],
    },
    headers: bearer(token),
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  const ordered = await request.post(`/api/events/${id}/orders`, {
    data: { name: 'Lee Chan', email: `${unique('walker')}@test.example.org`, items: [{ ticket: 'walk', quantity: 1 }] },
    headers: { 'Idempotency-Key': unique('order') },
  })
  expect(ordered.status()).toBe(201)
  const started = (await ordered.json()) as { order_id: number; client_secret: string; charged_cents: number }
  await stripeSays(request, 'payment_intent.succeeded', {
    id: started.client_secret.split('_secret_')[0],
    object: 'payment_intent',
    amount: started.charged_cents,
    amount_received: started.charged_cents,
    status: 'succeeded',
    metadata: { ticket_order_id: String(started.order_id) },
  })
  return { id, title }
}

test('@layout a sold-out walk: the waitlist joined by keyboard, a ticket refunded by staff, the freed seat bought through the offer’s link', async ({ page, request }) => {
  const walk = await soldOutWalk(request)
  await recordAnnouncements(page)
  await page.goto(`/events/${walk.id}`)
  await expect(page.getByText('All tickets are sold out.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Buy tickets' })).toHaveCount(0)
  const form = page.getByRole('form', { name: 'Join the waitlist' })
  await expect(form).toBeVisible()
  await expectAccessible(page)

  const email = `${unique('waiting')}@test.example.org`
  await typeInto(page, form.getByLabel('Name', { exact: true }), 'Rae Ortiz')
  await typeInto(page, form.getByLabel('Email', { exact: true }), email)
  await tabTo(page, form.getByRole('button', { name: 'Join the waitlist' }))
  const mark = await heardMark(page)
  await page.keyboard.press('Enter')
  await expectFocusInView(page, page.getByRole('heading', { name: 'You are on the waitlist' }))
  await expectHeard(page, /If seats free up, we will email you a link/, { since: mark })

  // Staff refund the walker's ticket from the Orders dialog: the seat goes to the first in line.
  await signIn(page)
  await page.goto('/admin/events')
  await page.getByRole('button', { name: `Orders of ${walk.title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Orders: ${walk.title}` })
  await dialog.getByText('Refund…').click()
  await dialog.getByRole('checkbox', { name: /Memorial walk/ }).check()
  await expectAccessible(page)
  const refunded = await heardMark(page)
  await dialog.getByRole('button', { name: 'Refund 1 chosen' }).click()
  await expectHeard(page, 'Refunded $25.00 to Lee Chan’s card.', { since: refunded })
  await expect(dialog.getByRole('status').filter({ hasText: 'Refunded $25.00' })).toBeFocused()
  await expect(dialog.getByText('$25.00 refunded')).toBeVisible()

  const offer = await eventually(async () => (await readMailbox(testMailbox())).find((m) => m.to.includes(email) && mailText(m).includes('Seats for you')))
  const token = /\/events\/offer\?token=([A-Za-z0-9_-]{43})/.exec(mailText(offer))?.[1]
  expect(token).toBeDefined()

  await routeStripeToFake(page)
  await page.goto(`/events/offer?token=${token}`)
  await expect(page.getByRole('heading', { name: 'Seats offered to you', level: 1 })).toBeVisible()
  await expect(page.getByText(/1 × Memorial walk is held for you until/)).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Name', { exact: true }).fill('Rae Ortiz')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Buy tickets' }).click()
  await expect(page.getByRole('heading', { name: 'Pay for your tickets' })).toBeFocused()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $25.00' }).click()
  await expect(page).toHaveURL(/\/events\/thank-you/)
})
