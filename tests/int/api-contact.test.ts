import { describe, expect, inject, it } from 'vitest'

import { SMTP_FAIL_MARKER } from '../support/fakeSmtp'
import { postJson } from '../support/http'
import { eventually, readMailbox } from '../support/mailbox'
import { getTestPayload, uniqueEmail } from '../support/payload'

import { CONTACT_TO } from './globalSetup'

const mailbox = () => readMailbox(inject('mailboxURL'))

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
    await new Promise((resolve) => setTimeout(resolve, 1500))
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
})
