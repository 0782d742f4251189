import { eventually, mailText, readMailbox } from '../support/mailbox'
import { expectAccessible, failOnCspViolations, inDays, routeStripeToFake, staffToken, stripeSays, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// Buying tickets on an event's page (issue 45): the server prices and holds the order, the card
// step is the donate page's (the test copy of Stripe.js, the fake Stripe), Stripe's webhook
// issues the tickets, and the buyer's mail carries them with the receipt's disclosure.

failOnCspViolations()

const GALA = [
  { key: 'dinner', label: 'Gala dinner', price_cents: 15_000, value_cents: 6_000, quantity: 40, seats: 1 },
  { key: 'table', label: 'Table of ten', price_cents: 150_000, value_cents: 60_000, quantity: 2, seats: 10 },
]

test('@layout two dinners and a table bought with the test card; the tickets come by mail with what is deductible', async ({ page, request }) => {
  const token = await staffToken(request)
  const title = unique('Anniversary gala')
  const made = await request.post('/api/admin/events', {
    data: {
      title,
      summary: 'An evening together',
      description: 'Dinner and remembrance.',
      location: 'Pier 25',
      external_registration_url: '',
      is_published: true,
      start_at: inDays(40),
      end_at: inDays(40, 23),
      tickets: GALA,
    },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  await routeStripeToFake(page)
  await page.goto(`/events/${id}`)
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit RSVP' })).toHaveCount(0)
  await expect(page.getByText('$60.00 is the value of what you receive; $90.00 is tax-deductible.')).toBeVisible()
  await expectAccessible(page)

  // Nothing chosen: said, and nothing held.
  await page.getByRole('button', { name: 'Buy tickets' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose at least one ticket' })).toBeVisible()

  const email = `${unique('gala-buyer')}@test.example.org`
  await page.getByLabel('How many Gala dinner tickets').selectOption('2')
  await page.getByLabel('How many Table of ten tickets').selectOption('1')
  await page.getByLabel('Name', { exact: true }).fill('Maria Lopez')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await expect(page.getByText('Total: $1,800.00')).toBeVisible()
  await page.getByRole('button', { name: 'Buy tickets' }).click()
  await expect(page.getByRole('heading', { name: 'Pay for your tickets' })).toBeFocused()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $1,800.00' }).click()
  await expect(page).toHaveURL(/\/events\/thank-you/)
  await expect(page.getByRole('heading', { name: 'Thank you', level: 1 })).toBeVisible()
  await expectAccessible(page)

  // Stripe tells the server; only that issues the tickets.
  const orders = (await (await request.get(`/api/admin/events/${id}/orders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number; charged_cents: number; status: string }[]
  expect(orders).toEqual([expect.objectContaining({ charged_cents: 180_000, status: 'held' })])
  const intents = (await (await request.get(`/cms/api/ticket-orders/${orders[0]!.id}`, { headers: { Authorization: `JWT ${token}` } })).json()) as { stripe_payment_intent_id: string }
  await stripeSays(request, 'payment_intent.succeeded', {
    id: intents.stripe_payment_intent_id,
    object: 'payment_intent',
    amount: 180_000,
    amount_received: 180_000,
    status: 'succeeded',
    metadata: { ticket_order_id: String(orders[0]!.id) },
  })
  const mail = await eventually(async () => (await readMailbox(testMailbox())).find((m) => m.to.includes(email)))
  const text = mailText(mail).replace(/\r?\n/g, ' ')
  expect(text).toContain('Of the $150.00 you paid for each Gala dinner ticket, $60.00 is the fair market value of the goods and services you received; the remaining $90.00 is tax-deductible')
  expect(mail.raw.match(/Content-Type: image\/png/gi)).toHaveLength(12)
  await page.goto(`/events/${id}`)
  await expect(page.getByText('Only 1 left')).toBeVisible()

  // The guests, named by the mail's link: a guest with an email gets their own ticket.
  const guestsToken = /\/events\/order\?token=([A-Za-z0-9_-]{43})/.exec(mailText(mail))?.[1]
  expect(guestsToken).toBeDefined()
  await page.goto(`/events/order?token=${guestsToken}`)
  await expect(page.getByRole('heading', { name: 'Name your guests', level: 1 })).toBeVisible()
  await expect(page.getByRole('group', { name: /^Seat \d+:/ })).toHaveCount(12)
  await expectAccessible(page)
  const seat = page.getByRole('group', { name: 'Seat 3: Table of ten' })
  await seat.getByLabel('Guest’s name').fill('Ana Ruiz')
  await seat.getByLabel('Guest’s email').fill('not-an-email')
  await page.getByRole('button', { name: 'Save guests' }).click()
  await expect(seat.getByLabel('Guest’s email')).toBeFocused()
  const guestEmail = `${unique('gala-guest')}@test.example.org`
  await seat.getByLabel('Guest’s email').fill(guestEmail)
  await seat.getByLabel('Note for us').fill('Vegetarian')
  await page.getByRole('button', { name: 'Save guests' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your guests are saved.' })).toHaveText('Your guests are saved. One guest is being mailed their ticket.')
  const guestMail = await eventually(async () => (await readMailbox(testMailbox())).find((m) => m.to.includes(guestEmail)))
  expect(mailText(guestMail)).toContain('Maria Lopez has named you as their guest')
})
