import { eventually, mailText, readMailbox, setSmtpMode } from '../support/mailbox'
import { expectAccessible, failOnCspViolations, signIn, staffToken, toast, unique } from './support'
import { expect, test, testMailbox } from './fixtures'

// Mail that fails for good is shown to staff on the dashboard, with why and a Retry; the link at
// the foot of a reminder stops reminders. At both widths (the desktop and phone projects).

failOnCspViolations()

test('a mail the SMTP server refuses shows on the dashboard with its reason; Retry sends it', async ({ page, request }) => {
  test.setTimeout(60_000)
  const token = await staffToken(request)
  const email = `${unique('refused')}@test.example.org`
  let messageId = 0
  await setSmtpMode(testMailbox(), { refuse: true })
  try {
    const sent = await request.post('/api/contact', { data: { name: 'Refused Writer', email, message: 'Will this reach you?' } })
    expect(sent.status()).toBe(201)
    messageId = ((await sent.json()) as { id: number }).id
    // The e2e server gives a mail one retry, a second apart (MAIL_RETRY_ATTEMPTS=1), then it has failed for good.
    await expect
      .poll(
        async () => {
          const jobs = (await (await request.get('/api/admin/jobs', { headers: { Authorization: `Bearer ${token}` } })).json()) as { failed: { about: string }[] }
          return jobs.failed.some((job) => job.about === `message #${messageId}`)
        },
        { timeout: 20_000 },
      )
      .toBe(true)
  } finally {
    await setSmtpMode(testMailbox(), {})
  }

  await signIn(page)
  const section = page.getByRole('region', { name: 'Mail and background work' })
  const failed = section.getByRole('listitem').filter({ hasText: `message #${messageId}` })
  await expect(failed).toContainText('Contact message to staff')
  await expect(failed).toContainText('554 Mailbox full')
  await expect(failed).toContainText('Tried 2 times')
  await expectAccessible(page)
  await section.screenshot({ path: `test-results/screenshots/dashboard-failed-mail-${test.info().project.name}.png` })

  await failed.getByRole('button', { name: /^Retry/ }).click()
  await expect(toast(page).last()).toHaveText(/The job will run again within a minute\./)
  await expect(failed).toHaveCount(0)
  const mail = await eventually(async () => (await readMailbox(testMailbox())).find((m) => mailText(m).includes(email)), 20_000)
  expect(mailText(mail)).toContain('Will this reach you?')
})

test('the unsubscribe page stops reminders with one button, and is accessible', async ({ page }) => {
  await page.goto('/unsubscribe')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop event reminders')
  await expect(page.getByText('This page needs the link from one of our reminder emails.')).toBeVisible()
  await expectAccessible(page)

  await page.goto('/unsubscribe?token=not-a-real-token')
  await page.getByRole('button', { name: 'Stop event reminders' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid. Please use the link in the latest email from us.' })).toBeVisible()
  await expectAccessible(page)
})
