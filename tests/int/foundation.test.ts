import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, cmsLogin, http, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

// Issue 43: who the foundation is, read once (src/server/services/foundation.ts): its name from
// the site content, its legal name and its one mailing address from the giving settings, handed
// to every mail and page. Each change shows at once, and everything is put back afterwards.

const ORGANIZATION = {
  legal_name: 'Loss to Light Memorial Foundation',
  ein: null,
  tax_status: 'pending',
  exempt_since: null,
  signer_name: 'The Board of Directors',
  signer_title: null,
  mailing_address: 'PO Box 0000, New York, NY 10001',
}
const ADDRESS = 'PO Box 4242, Brooklyn, NY 11201'
const NAME = 'Hope Lantern Memorial Fund'

let apiToken: string
let cmsToken: string
const putOrganization = (body: Record<string, unknown>) => sendJson('PUT', '/api/admin/organization', { ...ORGANIZATION, ...body }, apiToken)
const putSiteContent = (data: Record<string, unknown>) =>
  http('/cms/api/globals/site-content', { method: 'POST', headers: { Authorization: `JWT ${cmsToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
const page = async (path: string) => {
  const response = await http(path)
  expect(response.status).toBe(200)
  return response.text()
}
const count = (text: string, part: string) => text.split(part).length - 1

beforeAll(async () => {
  apiToken = await apiLogin()
  cmsToken = await cmsLogin()
})

afterAll(async () => {
  expect((await putOrganization({})).status).toBe(200)
})

describe('the foundation’s identity, read once', () => {
  it('its one mailing address is the giving settings’: the contact page, the footer and the mail-in instructions show a change at once', async () => {
    const before = await page('/contact')
    expect(before).toContain(ORGANIZATION.mailing_address)

    expect((await putOrganization({ mailing_address: ADDRESS, legal_name: 'Loss to Light Memorial Foundation, Inc.' })).status).toBe(200)
    const contact = await page('/contact')
    // The contact details and the footer, and never the site content's older address field.
    expect(count(contact, ADDRESS)).toBeGreaterThanOrEqual(2)
    expect(contact).not.toContain(ORGANIZATION.mailing_address)
    const donate = await page('/donate')
    expect(donate).toContain(`Make your check payable to <strong>Loss to Light Memorial Foundation, Inc.</strong>`)
    expect(count(donate, ADDRESS)).toBeGreaterThanOrEqual(2)

    expect((await putOrganization({})).status).toBe(200)
    expect(await page('/contact')).toContain(ORGANIZATION.mailing_address)
  })

  it('its name is the site content’s: a mail says and signs the renamed foundation, in its subject, its words and its layout', async () => {
    const original = (await (await http('/cms/api/globals/site-content', { headers: { Authorization: `JWT ${cmsToken}` } })).json()) as { foundation_name: string }
    const email = uniqueEmail('named')
    try {
      expect((await putSiteContent({ foundation_name: NAME })).status).toBe(200)
      expect((await sendJson('POST', '/api/admin/staff', { email, role: 'content' }, apiToken)).status).toBe(201)
      await jobsSettled(testStack().databaseURL)
      const mail = await eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(email)))
      expect(mailHeader(mail, 'Subject')).toBe(`Your invitation to the ${NAME} staff area`)
      const text = mailText(mail)
      // The text part's words and sign-off, and the HTML part's words, sign-off and heading band.
      expect(text).toContain(`You are invited to the staff area of ${NAME}, as`)
      expect(count(text, NAME)).toBeGreaterThanOrEqual(6)
      expect(await page('/')).toContain(NAME)
    } finally {
      expect((await putSiteContent({ foundation_name: original.foundation_name })).status).toBe(200)
    }
    expect(await page('/')).not.toContain(NAME)
  })
})
