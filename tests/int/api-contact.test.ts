import { describe, expect, it } from 'vitest'

import { SMTP_FAIL_MARKER } from '../support/fakeSmtp'
import { ONE_LINE_MESSAGE } from '@/contracts/common'

import { cmsLogin, http, postJson } from '../support/http'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

import { CONTACT_TO } from './globalSetup'

const mailbox = () => readMailbox(testStack().mailboxURL)

describe('POST /api/contact', () => {
  it('stores the message, answers, then mails it to the foundation', async () => {
    const email = uniqueEmail('writer')
    const response = await postJson('/api/contact', { name: 'Rosa', email, subject: 'Thank you', message: 'Your walk meant so much to us.' })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; message: string }
    expect(body.message).toBe('Message sent successfully!')

    const payload = await getTestPayload()
    const stored = await payload.findByID({ collection: 'contact-messages', id: body.id })
    expect(stored).toMatchObject({ name: 'Rosa', email, subject: 'Thank you', kind: 'contact' })

    const mail = await eventually(async () => (await mailbox()).find((m) => m.raw.includes(email)))
    expect(mail.to).toEqual([CONTACT_TO])
    expect(mail.raw).toContain('Your walk meant so much to us.')
    expect(mail.raw).toMatch(/Reply-To: .*writer/i)
    // Its two parts (src/email/contactMail.ts): the text as typed, and the HTML with the writer's address as a link.
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    expect(mailText(mail)).toContain(`href="mailto:${email}"`)
    await eventually(async () => (await payload.findByID({ collection: 'contact-messages', id: body.id })).mailed_at ?? undefined)
  })

  it('keeps a volunteer application as such', async () => {
    const response = await postJson('/api/contact', {
      name: 'Sam',
      email: uniqueEmail('volunteer'),
      subject: 'Volunteer Application',
      message: 'Phone: Not provided\n\nInterests:\nMentoring teenagers on weekends.',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'contact-messages', id })).kind).toBe('volunteer')
  })

  it('loses nothing when the mail server fails, and still thanks the visitor', async () => {
    const response = await postJson('/api/contact', { name: 'Lee', email: uniqueEmail('unlucky'), message: `Hello ${SMTP_FAIL_MARKER} friends` })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const payload = await getTestPayload()
    await jobsSettled(testStack().databaseURL)
    const stored = await payload.findByID({ collection: 'contact-messages', id })
    expect(stored.message).toContain(SMTP_FAIL_MARKER)
    expect(stored.mailed_at).toBeFalsy()
  })

  it('validates with the spec’s messages', async () => {
    const response = await postJson('/api/contact', { name: '', email: 'nope', message: 'short' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
    })
    const tooLong = await postJson('/api/contact', { name: 'A', email: 'a@b.org', message: 'x'.repeat(10_001) })
    expect(tooLong.status).toBe(422)
  })

  it('refuses line breaks in the name and subject (a forged log line, a fake From: in the mail): 422, nothing stored or mailed', async () => {
    const email = uniqueEmail('forger')
    const response = await postJson('/api/contact', {
      name: 'Ann\nFrom: director@example.org',
      email,
      subject: 'Hello\r\n[2031-01-01 00:00:00] INFO: payment of $5,000 refunded',
      message: 'A message with\nseveral lines is fine.',
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ name: ONE_LINE_MESSAGE, subject: ONE_LINE_MESSAGE })
    const payload = await getTestPayload()
    await jobsSettled(testStack().databaseURL)
    expect((await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })).totalDocs).toBe(0)
    expect((await mailbox()).filter((m) => m.raw.includes(email))).toEqual([])
  })

  it('/cms follows the same contract: staff cannot store a subject of two lines either', async () => {
    const token = await cmsLogin()
    const email = uniqueEmail('cms')
    const response = await http('/cms/api/contact-messages', {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email, subject: 'Hi\nBcc: all@example.org', message: 'Long enough message.' }),
    })
    const answer = await response.text()
    expect(response.status, answer).toBe(400)
    expect(answer).toContain('The following field is invalid: Subject')
    const payload = await getTestPayload()
    expect((await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })
})
