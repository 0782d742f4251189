import type { APIRequestContext, Page } from '@playwright/test'

import { mailText, readMailbox } from '../support/mailbox'
import { cmsFind, expectAccessible, inDays, pngBuffer, routeStripeToFake, signIn, staffToken, stripeSays, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// A supporter's own fundraising page (issue 24), at 390 px and 1280 px: start it in the dialog,
// confirm it by the mailed link, staff approve it in /admin, and see it public; axe on every page
// and on the dialog; then a gift on it counts for the supporter and the campaign.

test.beforeEach(async ({ page }) => {
  await routeStripeToFake(page)
})

const jwt = (token: string) => ({ Authorization: `JWT ${token}` })

async function createCampaign(request: APIRequestContext, token: string) {
  const slug = unique('walk').toLowerCase()
  const response = await request.post('/cms/api/campaigns', {
    headers: jwt(token),
    data: { title: 'Remembrance Walk', slug, goal_cents: 500_000, starts_at: inDays(-1), ends_at: inDays(30), is_published: true },
  })
  expect(response.status()).toBe(201)
  return { slug, title: 'Remembrance Walk', id: ((await response.json()) as { doc: { id: number } }).doc.id }
}

async function linkIn(email: string, kind: 'confirm' | 'edit'): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await readMailbox(testMailbox())).filter((m) => m.to.includes(email))
        found = mails.flatMap((m) => mailText(m).match(new RegExp(`https?://\\S+/fundraisers/${kind}\\?token=[\\w-]+`, 'g')) ?? []).at(-1)
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(found!)
  return `${url.pathname}${url.search}`
}

/** The campaign's page, where "Start your own fundraiser" opens its dialog. */
async function openStartDialog(page: Page, campaign: { slug: string }) {
  expect((await page.goto(`/campaigns/${campaign.slug}`))?.status()).toBe(200)
  await page.getByRole('button', { name: 'Start your own fundraiser' }).click()
  const dialog = page.getByRole('dialog', { name: 'Start your own fundraiser' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('start a fundraiser, confirm it by mail, staff approve it, and it is public', async ({ page, request }) => {
  test.setTimeout(90_000)
  const token = await staffToken(request)
  const campaign = await createCampaign(request, token)
  const name = `Ann ${unique('walker').slice(-6)}`
  const email = `${unique('ann')}@e2e.example.org`

  const dialog = await openStartDialog(page, campaign)
  await expectAccessible(page)
  // The contract's messages, before anything is sent.
  await dialog.getByRole('button', { name: 'Start my fundraiser' }).click()
  await expect(dialog.getByText('Your name is required')).toBeVisible()
  await expect(dialog.getByText(/Please enter a goal from \$1/)).toBeVisible()
  await expectAccessible(page)

  await dialog.getByLabel('Your name (shown on your page)').fill(name)
  await dialog.getByLabel('Your email (never shown)').fill(email)
  await dialog.getByLabel('Your goal in dollars').fill('500')
  await dialog.getByLabel(/Your story/).fill('I walk for my brother, who loved this river.\n\nEvery step is for him.')
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: 'ann.png', mimeType: 'image/png', buffer: await pngBuffer('#2a6f97') })
  await dialog.getByRole('button', { name: 'Start my fundraiser' }).click()
  await expect(dialog.getByRole('status')).toContainText('Please check your email')

  // The mailed link: the page uses nothing up until the button is pressed.
  await page.goto(await linkIn(email, 'confirm'))
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'your email is confirmed' })).toBeVisible()

  // Staff approve it in /admin.
  await signIn(page)
  await page.goto('/admin/fundraisers')
  await expect(page.getByRole('heading', { name: 'Fundraisers Awaiting Review' })).toBeVisible()
  const card = page.getByTestId('pending-fundraiser').filter({ hasText: name })
  await expect(card).toContainText('Remembrance Walk')
  await expect(card).toContainText('$500')
  await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible()
  await expectAccessible(page)
  await card.getByRole('button', { name: 'View' }).click()
  await expect(page.getByRole('dialog')).toContainText('Every step is for him.')
  await expectAccessible(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0)

  // Public: the story as plain text in paragraphs, the progress, and where to give.
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await page.goto(`/campaigns/${campaign.slug}/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} is raising money`)
  await expect(page.getByText('Every step is for him.')).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /\$0 raised of \$500/)
  await expect(page.getByRole('link', { name: /^Donate to/ })).toHaveAttribute('href', `/donate?campaign=${campaign.slug}&fundraiser=${slug}`)
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible()
  await expectAccessible(page)

  // A gift on it: the donate form names the supporter; once Stripe confirms, it counts for both.
  await page.getByRole('link', { name: /^Donate to/ }).click()
  await expect(page.locator('body')).toContainText(`through ${name}’s fundraiser`)
  const donor = `${unique('giver')}@e2e.example.org`
  await page.getByRole('button', { name: '$50', exact: true }).click()
  await page.getByLabel('Name', { exact: true }).fill('Dana Giver')
  await page.getByLabel('Email (for your receipt)').fill(donor)
  await page.getByRole('button', { name: /^Continue/ }).click()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Donate $50' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  const [gift] = await cmsFind<{ id: number; stripe_payment_intent_id: string }>(request, token, 'donations', `where[donor_email][equals]=${encodeURIComponent(donor)}&depth=0`)
  await stripeSays(request, 'payment_intent.succeeded', {
    id: gift!.stripe_payment_intent_id,
    object: 'payment_intent',
    amount: 5000,
    amount_received: 5000,
    metadata: { donation_id: String(gift!.id) },
  })

  await page.goto(`/campaigns/${campaign.slug}/${slug}`)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /\$50 raised of \$500/)
  await page.goto(`/campaigns/${campaign.slug}`)
  await expect(page.getByTestId('raised')).toHaveText('$50')
  await expect(page.getByTestId('fundraiser-leaderboard')).toContainText(name)
  await expect(page.getByTestId('fundraiser-leaderboard')).toContainText('$50')
  // The supporter is told, once.
  await expect.poll(async () => (await readMailbox(testMailbox())).filter((m) => m.to.includes(email) && /just gave \$50/.test(mailText(m))).length, { timeout: 15_000 }).toBe(1)
})

test('the supporter edits their page through a one-time link', async ({ page, request }) => {
  const token = await staffToken(request)
  const campaign = await createCampaign(request, token)
  const email = `${unique('editor')}@e2e.example.org`
  const started = await request.post('/api/fundraisers', { multipart: { campaign: campaign.slug, name: 'Bea Editor', email, goal_cents: '10000' } })
  expect(started.status()).toBe(201)
  const confirmToken = new URL(`http://x${await linkIn(email, 'confirm')}`).searchParams.get('token')
  expect((await request.post('/api/fundraisers/confirm', { data: { token: confirmToken } })).status()).toBe(200)

  // Asking for a link on the page itself.
  await page.goto('/fundraisers/edit')
  await expectAccessible(page)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Your page’s address').fill(`/campaigns/${campaign.slug}/bea-editor`)
  await page.getByRole('button', { name: 'Email me a link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible()

  const link = await linkIn(email, 'edit')
  await page.goto(link)
  await expect(page.getByLabel('Your name (as shown on the page)')).toHaveValue('Bea Editor')
  await expectAccessible(page)
  await page.getByLabel('Your goal in dollars').fill('250')
  await page.getByRole('button', { name: 'Save my page' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your page is saved.' })).toBeVisible()

  // The link saved once: opened again, it offers a new one.
  await page.goto(link)
  await expect(page.getByRole('alert').filter({ hasText: 'expired or was already used' })).toBeVisible()
})
