import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'

import { Donations } from '@/collections/Donations'
import { ContactMessages } from '@/collections/ContactMessages'
import { loginSchema } from '@/contracts/auth'
import { CONTROL_MESSAGE, ONE_LINE_MESSAGE } from '@/contracts/common'
import { contactSchema, volunteerSchema } from '@/contracts/contact'
import { checkoutSchema } from '@/contracts/donate'
import { adminEventSchema } from '@/contracts/events'
import { mailInSchema, voidCheckSchema } from '@/contracts/mailIn'
import { photoFieldsSchema } from '@/contracts/photo'
import { rsvpSchema } from '@/contracts/rsvp'
import { sponsorTierInputSchema } from '@/contracts/sponsors'
import { foldedHeaders } from '@/email/adapter'
import { foldHeader, logError, logText } from '@/lib/logText'

/** The message a schema gives `field` when it is `value` (the rest of `valid` as it is). */
function messageFor(schema: z.ZodMiniType, valid: Record<string, unknown>, field: string, value: unknown): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value })
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

const CONTACT = { name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'A message of some length' }
const EVENT = { title: 'Walk', start_at: '2031-09-11T18:30:00Z', location: 'Park' }
const CHECK = { amount_cents: 5000, received_on: '2026-01-02', donor_name: 'Ann' }
const PHOTO = { title: 'Sunset', uploader_name: 'Ann', uploader_email: 'ann@example.org', consent_signed: 'true' }

// Every one-line field of every form and endpoint: [schema, a valid body, the field].
const ONE_LINE_FIELDS: [string, z.ZodMiniType, Record<string, unknown>, string][] = [
  ['contact', contactSchema, CONTACT, 'name'],
  ['contact', contactSchema, CONTACT, 'subject'],
  ['volunteer', volunteerSchema, { name: 'Ann', email: 'ann@example.org', interests: 'Helping at events' }, 'name'],
  ['volunteer', volunteerSchema, { name: 'Ann', email: 'ann@example.org', interests: 'Helping at events' }, 'phone'],
  ['RSVP', rsvpSchema, { name: 'Ann', email: 'ann@example.org' }, 'name'],
  ['checkout', checkoutSchema, { amount_cents: 2500 }, 'donor_name'],
  ['photo', photoFieldsSchema, PHOTO, 'title'],
  ['photo', photoFieldsSchema, PHOTO, 'uploader_name'],
  ['mail-in check', mailInSchema, CHECK, 'donor_name'],
  ['mail-in check', mailInSchema, CHECK, 'check_number'],
  ['event', adminEventSchema, EVENT, 'title'],
  ['event', adminEventSchema, EVENT, 'location'],
  ['sponsor tier', sponsorTierInputSchema, { name: 'Gold', amount_cents: 100 }, 'name'],
]

describe('one-line fields refuse line breaks and control characters, in the shared contract', () => {
  it.each(ONE_LINE_FIELDS)('%s %s', (_form, schema, valid, field) => {
    expect(messageFor(schema, valid, field, 'Ann\nFrom: ceo@example.org')).toBe(ONE_LINE_MESSAGE)
    expect(messageFor(schema, valid, field, 'Ann\r\nBcc: all@example.org')).toBe(ONE_LINE_MESSAGE)
    expect(messageFor(schema, valid, field, 'Ann\u2028Forged')).toBe(ONE_LINE_MESSAGE)
    expect(messageFor(schema, valid, field, 'Ann\u001b[2J')).toBe(CONTROL_MESSAGE)
    expect(messageFor(schema, valid, field, 'Ann\u0085x')).toBe(ONE_LINE_MESSAGE)
    expect(messageFor(schema, valid, field, 'Ann\tBee')).toBe(CONTROL_MESSAGE)
    // A line break only at the ends is trimmed away, as spaces are.
    expect(messageFor(schema, valid, field, 'Ann O’Neil-Łukasz 李\n')).toBeUndefined()
  })

  it('an event’s registration link, which browsers would silently join, is refused too', () => {
    expect(messageFor(adminEventSchema, EVENT, 'external_registration_url', 'https://example.org/\nx')).toBe(ONE_LINE_MESSAGE)
  })

  it.each([
    ['contact', contactSchema, CONTACT, 'email'],
    ['login', loginSchema, { email: 'a@example.org', password: 'x' }, 'email'],
    ['checkout', checkoutSchema, { amount_cents: 2500 }, 'donor_email'],
  ] as const)('%s %s: an address with a line break is no address', (_form, schema, valid, field) => {
    expect(messageFor(schema, valid, field, 'a@example.org\nBcc: b@example.org')).toMatch(/Invalid email/)
  })

  it('multi-line fields keep their lines (and tabs), but not other control characters', () => {
    expect(messageFor(contactSchema, CONTACT, 'message', 'Line one\r\nLine two\n\tindented')).toBeUndefined()
    expect(messageFor(checkoutSchema, { amount_cents: 2500 }, 'dedication_note', 'In memory of\nDad')).toBeUndefined()
    expect(messageFor(voidCheckSchema, {}, 'reason', 'Bounced.\nCalled the donor.')).toBeUndefined()
    expect(messageFor(contactSchema, CONTACT, 'message', 'Ring the bell\u0007 please')).toBe(CONTROL_MESSAGE)
  })

  it('/cms judges with the same rules (the collections’ validate)', () => {
    const validate = (fields: typeof ContactMessages.fields, name: string) =>
      (fields.find((f) => 'name' in f && f.name === name) as unknown as { validate: (value: unknown) => true | string }).validate
    expect(validate(ContactMessages.fields, 'subject')('Hi\nFrom: x')).toBe(ONE_LINE_MESSAGE)
    expect(validate(ContactMessages.fields, 'name')('Ann\nB')).toBe(ONE_LINE_MESSAGE)
    expect(validate(ContactMessages.fields, 'message')('Line one\nLine two')).toBe(true)
    expect(validate(Donations.fields, 'donor_name')('Ann\nB')).toBe(ONE_LINE_MESSAGE)
  })
})

describe('logText: what a visitor wrote, on one log line', () => {
  it('shows line breaks, tabs and other control characters as escapes', () => {
    expect(logText('Hi\n[mail] forged line\r\n\tmore')).toBe('Hi\\n[mail] forged line\\r\\n\\tmore')
    expect(logText('bell\u0007 esc\u001b[31m nel\u0085 ls\u2028 del\u007f')).toBe('bell\\u0007 esc\\u001b[31m nel\\u0085 ls\\u2028 del\\u007f')
    expect(logText('Łukasz O’Neil 李 — fine')).toBe('Łukasz O’Neil 李 — fine')
  })

  it('reads anything, errors included', () => {
    expect(logText(new Error('bad\nline'))).toBe('Error: bad\\nline')
    expect(logText(42)).toBe('42')
    expect(logText(undefined)).toBe('undefined')
  })
})

describe('foldHeader: a mail header value cannot carry a line', () => {
  it('folds line breaks and control characters into single spaces', () => {
    expect(foldHeader('Hello\r\nBcc: all@example.org')).toBe('Hello Bcc: all@example.org')
    expect(foldHeader('a\n\n\tb\u0000c\u2028d')).toBe('a b c d')
    expect(foldHeader('  plain subject ')).toBe('plain subject')
  })
})

describe('logError: an error on one line, then its stack frames', () => {
  it('escapes the message; a message cannot bring lines that pass for frames', () => {
    const error = new Error('bad\n    at forged (evil.js:1:1)')
    const logged = logError(error)
    expect(logged.split('\n')[0]).toBe('Error: bad\\n    at forged (evil.js:1:1)')
    expect(
      logged
        .split('\n')
        .slice(1)
        .every((line) => /^\s+at /.test(line) && !line.includes('evil.js')),
    ).toBe(true)
    expect(logged.split('\n').length).toBeGreaterThan(1)
  })
})

describe('the mail layer: no header carries a line of data', () => {
  it('folds the addresses, the subject and extra headers of every mail', () => {
    const folded = foldedHeaders({
      to: 'staff@example.org\r\nBcc: all@example.org',
      replyTo: { name: 'Ann\nFrom: ceo@example.org', address: 'ann@example.org' },
      subject: '[Contact] Hi\r\nX-Forged: yes',
      text: 'Line one\nLine two',
      headers: { 'X-Job': 'job\n1' },
    })
    expect(folded).toMatchObject({
      to: 'staff@example.org Bcc: all@example.org',
      replyTo: { name: 'Ann From: ceo@example.org', address: 'ann@example.org' },
      subject: '[Contact] Hi X-Forged: yes',
      text: 'Line one\nLine two',
      headers: { 'X-Job': 'job 1' },
    })
  })
})
