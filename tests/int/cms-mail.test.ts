import { describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../support/constants.mjs'
import { freshAddress } from '../support/http'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { testStack } from '../support/stack'

/** Payload's own mail (its /cms password reset) goes through the same SMTP_URL as the site's. */
describe('Payload’s own mail', () => {
  it('the /cms password reset is delivered through SMTP_URL', async () => {
    const baseURL = testStack().baseURL
    const response = await fetch(`${baseURL}/cms/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ email: TEST_ADMIN.email }),
    })
    expect(response.status).toBe(200)
    // Staff get other mails that speak of a reset (a colleague's two-step reset): the one wanted
    // carries the /cms reset link.
    const resetLink = /\/cms\/reset\/[0-9a-f]{20,}/
    const mail = await eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(TEST_ADMIN.email) && resetLink.test(mailText(m))), 20_000)
    expect(mailText(mail)).toMatch(resetLink)
    expect(mail.from).toBe('website@test.example.org')
  })
})
