import { readFileSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import { mailText, readMailbox } from '../support/mailbox'
import { expect, test, testMailbox } from './fixtures'
import { cmsFind, expectAccessible, staffToken, stripeSays, tabTo, unique } from './support'

// A donor's own page (issue 46), at 390 px and 1280 px: ask for a sign-in link by keyboard, sign in
// by the mailed link, download a receipt, pause a monthly gift in its dialog by keyboard (the change
// announced, the focus kept on the gift), and sign out; axe on every page and on the dialog.

/** A one-time gift and a monthly gift for `email`, each paid as Stripe's webhook tells it. */
async function giftsOf(request: APIRequestContext, email: string) {
  const once = await request.post('/api/donations/checkout', { data: { amount_cents: 2500, donor_name: 'Dana Giver', donor_email: email } })
  expect(once.status()).toBe(201)
  const paid = (await once.json()) as { client_secret: string; donation_id: number }
  const intent = paid.client_secret.split('_secret_')[0]!
  await stripeSays(request, 'payment_intent.succeeded', { id: intent, object: 'payment_intent', amount: 2500, amount_received: 2500, metadata: { donation_id: String(paid.donation_id) } })

  const monthly = await request.post('/api/donations/checkout', { data: { amount_cents: 1500, donor_name: 'Dana Giver', donor_email: email, is_recurring: true } })
  expect(monthly.status()).toBe(201)
  const { donation_id: id } = (await monthly.json()) as { donation_id: number }
  const [gift] = await cmsFind<{ stripe_subscription_id: string; stripe_invoice_id: string }>(request, await staffToken(request), 'donations', `where[id][equals]=${id}`)
  const parent = { type: 'subscription_details', subscription_details: { subscription: gift!.stripe_subscription_id, metadata: { donation_id: String(id) } } }
  await stripeSays(request, 'invoice.paid', { id: gift!.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1500, currency: 'usd', parent })
  return { once: paid.donation_id }
}

async function signInLinkFor(email: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await readMailbox(testMailbox())).filter((m) => m.to.includes(email))
        found = mails.flatMap((m) => mailText(m).match(/https?:\/\/\S+\/giving\/sign-in\?token=[\w-]+/g) ?? []).at(-1)
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(found!)
  return `${url.pathname}${url.search}`
}

async function askForLink(page: Page, email: string) {
  expect((await page.goto('/giving'))?.status()).toBe(200)
  await expectAccessible(page)
  const field = page.getByLabel('Email', { exact: true })
  await tabTo(page, field)
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' })).toBeVisible()
}

test('a donor signs in by the mailed link, downloads a receipt, pauses a monthly gift, and signs out @layout', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = `${unique('dana')}@e2e.example.org`
  const { once } = await giftsOf(request, email)

  await askForLink(page, email)
  await page.goto(await signInLinkFor(email))
  await expectAccessible(page)
  const button = page.getByRole('button', { name: 'Sign in to my giving page' })
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/giving$/)
  await expect(page.getByRole('heading', { name: 'Your gifts' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await expectAccessible(page)

  const downloading = page.waitForEvent('download')
  await page.locator(`a[href="/api/donor/gifts/${once}/receipt.pdf"]`).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^acknowledgement-\d+\.pdf$/)
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  const gift = page.getByRole('heading', { name: '$15 a month' })
  await expect(gift).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Pause' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Pause your monthly gift' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  const skipTwo = dialog.getByRole('button', { name: 'Skip the next 2 payments' })
  await tabTo(page, skipTwo)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Your monthly gift is paused' })).toBeVisible()
  await expect(gift).toBeFocused()
  await expect(page.getByText(/Paused until/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resume now' })).toBeVisible()
  await expectAccessible(page)

  // Email choices: a box unticked by keyboard and saved, the answer announced, kept on reload.
  const yearly = page.getByRole('checkbox', { name: /A yearly reminder on the day of remembrance/ })
  await expect(yearly).toBeChecked()
  await tabTo(page, yearly)
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Save email choices' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Your email choices are up to date.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save email choices' })).toBeFocused()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: /A yearly reminder on the day of remembrance/ })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Reminders of events I signed up for/ })).toBeChecked()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${email}`)).toHaveCount(0)
})

test('a used sign-in link says so and offers a new one', async ({ page, request }) => {
  const email = `${unique('eli')}@e2e.example.org`
  await giftsOf(request, email)
  await askForLink(page, email)
  const link = await signInLinkFor(email)
  const token = new URL(link, 'http://x').searchParams.get('token')!
  expect((await request.post('/api/donor/session', { data: { token } })).status()).toBe(200)

  await page.goto(link)
  await page.getByRole('button', { name: 'Sign in to my giving page' }).click()
  const spent = page.getByRole('alert').filter({ hasText: 'This sign-in link does not work any more' })
  await expect(spent).toBeVisible()
  await expect(spent).toBeFocused()
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()
  await expectAccessible(page)
})
