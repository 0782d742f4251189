import type { Page } from '@playwright/test'

import { eventually, mailText, readMailbox } from '../support/mailbox'
import { cmsFind, expectAccessible, routeStripeToFake, signIn, staffToken, stripeSays, unique, watchCspViolations } from './support'
import { expect, test, testMailbox } from './fixtures'

// A tribute gift from the donate form (issue 24): in memory of someone, a card to their family,
// the card fee covered; the card arrives once Stripe confirms the gift.

let cspViolations: string[] = []

test.beforeEach(async ({ page }) => {
  cspViolations = watchCspViolations(page)
  await routeStripeToFake(page)
})

test.afterEach(() => {
  expect(cspViolations).toEqual([])
})

async function openTribute(page: Page) {
  await page.goto('/donate')
  await page.getByRole('button', { name: '$50', exact: true }).click()
  await page.getByRole('radio', { name: 'In memory of' }).check()
  await page.getByLabel('Tell someone about this gift').check()
}

test('give in memory of someone, cover the fee, tell the family: their card arrives once the gift is confirmed', async ({ page, request }) => {
  const donorEmail = `${unique('tribute-donor')}@test.example.org`
  const familyEmail = `${unique('tribute-family')}@test.example.org`
  await openTribute(page)

  // The fee is computed as the amount is chosen: $50 → $1.81 (2.9% + 30¢, grossed up).
  const cover = page.getByLabel('Add $1.81 so all of my gift reaches the foundation')
  await cover.check()
  await expect(page.getByText('Total: $51.81')).toBeVisible()

  // Nothing typed yet: the form says what is missing, as it does for every field.
  await page.getByRole('button', { name: 'Continue with $51.81' }).click()
  await expect(page.getByText('Please enter the name of the person the gift honors')).toBeVisible()
  await page.getByLabel('In memory of (their name)').fill('Rose Alvarez')
  await page.getByLabel('Their email', { exact: true }).fill(familyEmail)
  await page.getByRole('button', { name: 'Continue with $51.81' }).click()
  await expect(page.getByText('Please tell us who this is, so the card can greet them')).toBeVisible()
  await page.getByLabel('Their name', { exact: true }).fill('Maria Alvarez')
  await page.getByLabel('A short message for the card').fill('Rose taught me to swim.\nWith love, <Sam>')
  await page.getByLabel('Name', { exact: true }).fill('Sam Rivera')
  await page.getByLabel('Email (for your receipt)').fill(donorEmail)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Continue with $51.81' }).click()
  await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Donate $51.81' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  const token = await staffToken(request)
  const [row] = await cmsFind<{ id: number; status: string; amount_cents: number; fee_covered_cents: number; stripe_payment_intent_id: string; tribute: Record<string, unknown> }>(
    request,
    token,
    'donations',
    `where[donor_email][equals]=${encodeURIComponent(donorEmail)}`,
  )
  expect(row).toMatchObject({ status: 'pending', amount_cents: 5000, fee_covered_cents: 181, tribute: { kind: 'memory', honoree_name: 'Rose Alvarez', notify_email: familyEmail } })
  // Before Stripe confirms, no card.
  expect((await readMailbox(testMailbox())).filter((m) => m.to.includes(familyEmail))).toHaveLength(0)

  await stripeSays(request, 'payment_intent.succeeded', {
    id: row!.stripe_payment_intent_id,
    object: 'payment_intent',
    amount: 5181,
    amount_received: 5181,
    metadata: { donation_id: String(row!.id) },
  })
  const card = await eventually(async () => (await readMailbox(testMailbox())).find((m) => m.to.includes(familyEmail)), 20_000)
  const text = mailText(card)
  expect(text).toContain('Dear Maria Alvarez,')
  expect(text).toContain('Sam Rivera has made a gift to')
  expect(text).toContain('in memory of Rose Alvarez.')
  expect(text).toContain('Rose taught me to swim.')
  expect(text).toContain('With love, &lt;Sam&gt;')
  expect(text).not.toMatch(/\$5[01]/)

  // Staff see the tribute, who was told and the fee covered, beside the gift.
  await signIn(page)
  await page.goto('/admin/donations')
  const staffRow = page.getByRole('row', { name: /Sam Rivera/ }).first()
  await expect(staffRow).toContainText('$50')
  await expect(staffRow).toContainText('+ $1.81 card fee covered')
  await expect(staffRow).toContainText(`In memory of Rose Alvarez; card mailed to Maria Alvarez <${familyEmail}>`)
})

test('the donate form with the tribute fields open is accessible', async ({ page }) => {
  await openTribute(page)
  await page.getByLabel('Don’t show my name on public lists').check()
  await expectAccessible(page)
})
