import { beforeAll, describe, expect, it } from 'vitest'

import { unsubscribeLinks } from '@/server/services/events/unsubscribe'

import { eventInput } from '../support/events'
import type { ReceivedMail } from '../support/fakeSmtp'
import { apiLogin, http, postJson, sendJson } from '../support/http'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

/**
 * The day-before reminder and the day-after thank-you, queued by a scheduled task that tests run
 * as of a fixed moment (its `now` input), on the server's own runner and real SMTP.
 */

const mailbox = () => readMailbox(testStack().mailboxURL)
const to = (mails: ReceivedMail[], email: string, subject: RegExp) => mails.filter((m) => m.to.includes(email) && subject.test(mailHeader(m, 'Subject') ?? ''))

// A late evening event on 14 May 2031 in New York (the default SITE_TIME_ZONE), 9 PM to 10:30 PM
// EDT: already the 15th in UTC, so days counted in UTC would miss it.
const START = '2031-05-15T01:00:00.000Z'
const END = '2031-05-15T02:30:00.000Z'
const DAY_BEFORE = '2031-05-13T16:00:00.000Z' // noon on the 13th in New York
const NIGHT_BEFORE = '2031-05-13T05:00:00.000Z' // 1 AM on the 13th there: too early to write to anyone
const DAY_AFTER = '2031-05-15T16:00:00.000Z' // noon on the 15th: the event ended "yesterday" there

async function runReminderTask(now: string): Promise<void> {
  const payload = await getTestPayload()
  const job = await payload.jobs.queue({ task: 'queueEventReminders', input: { now } })
  await eventually(async () => ((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt ? true : undefined), 20_000)
}

describe('event reminders and thank-yous', () => {
  const title = `Remembrance walk ${Date.now().toString(36)}`
  const guests = [uniqueEmail('walker-a'), uniqueEmail('walker-b'), uniqueEmail('walker-c')]
  const unsubscribed = uniqueEmail('walker-unsubscribed')
  let eventId: number

  beforeAll(async () => {
    const token = await apiLogin()
    const created = await sendJson('POST', '/api/admin/events', eventInput(title, { start_at: START, end_at: END }), token)
    expect(created.status).toBe(201)
    eventId = ((await created.json()) as { id: number }).id
    for (const email of [...guests, unsubscribed]) {
      expect((await postJson(`/api/events/${eventId}/rsvp`, { name: 'Walker', email })).status).toBe(201)
    }
    // This guest asked for no reminders before any was sent (the link from an earlier mail).
    const oneClick = unsubscribeLinks(unsubscribed).oneClick
    const stop = await http(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(stop.status).toBe(200)
  })

  it('the day before: one reminder to each guest, none to the one who unsubscribed, and only once', { timeout: 60_000 }, async () => {
    await runReminderTask(NIGHT_BEFORE)
    await jobsSettled(testStack().databaseURL)
    const atNight = await mailbox()
    expect(guests.map((g) => to(atNight, g, /^Tomorrow:/).length)).toEqual([0, 0, 0])
    await runReminderTask(DAY_BEFORE)
    const reminder = new RegExp(`^Tomorrow: ${title}$`)
    const mails = await eventually(async () => {
      const received = await mailbox()
      return guests.every((g) => to(received, g, reminder).length) ? received : undefined
    }, 20_000)
    const first = to(mails, guests[0]!, reminder)[0]!
    const text = mailText(first)
    expect(text).toContain(`${title} is tomorrow`)
    expect(text).toContain('Wednesday, May 14, 2031 at 9:00 PM EDT')
    expect(text).toContain('Where: Pier 25')
    expect(text).toContain(`/events/${eventId}/calendar.ics`)
    expect(text).toMatch(/\/unsubscribe\?token=\S+/)
    expect(mailHeader(first, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/reminders\/unsubscribe\?token=\S+>$/)
    expect(mailHeader(first, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    await runReminderTask(DAY_BEFORE) // a second run (the hourly schedule) sends nobody anything more
    await jobsSettled(testStack().databaseURL)
    const after = await mailbox()
    expect(guests.map((g) => to(after, g, reminder).length)).toEqual([1, 1, 1])
    expect(to(after, unsubscribed, reminder)).toEqual([])
  })

  it('a tampered unsubscribe link answers 400 and changes nothing; the one-click link stops the thank-you', { timeout: 60_000 }, async () => {
    const mails = await mailbox()
    const headerOf = (email: string) => mailHeader(to(mails, email, /^Tomorrow:/)[0]!, 'List-Unsubscribe')!.slice(1, -1)
    const tampered = headerOf(guests[1]!).replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await http(tampered, { method: 'POST' })).status).toBe(400)
    const otherAddress = headerOf(guests[1]!).replace(/token=[^.]+/, `token=${Buffer.from(guests[2]!).toString('base64url')}`)
    expect((await http(otherAddress, { method: 'POST' })).status).toBe(400)
    expect((await http('/api/reminders/unsubscribe', { method: 'POST' })).status).toBe(422)
    // The first guest uses the one-click link of their reminder, as a mail client would.
    const stop = await http(headerOf(guests[0]!), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(stop.status).toBe(200)
    expect(await stop.json()).toEqual({ message: 'You will receive no more event reminders or thank-you notes from us.' })

    await runReminderTask(DAY_AFTER)
    const thanks = new RegExp(`^Thank you for coming to ${title}$`)
    const received = await eventually(async () => {
      const all = await mailbox()
      return to(all, guests[1]!, thanks).length && to(all, guests[2]!, thanks).length ? all : undefined
    }, 20_000)
    await jobsSettled(testStack().databaseURL)
    expect([guests[0]!, guests[1]!, guests[2]!, unsubscribed].map((g) => to(received, g, thanks).length)).toEqual([0, 1, 1, 0])
    expect(mailText(to(received, guests[1]!, thanks)[0]!)).toContain(`Thank you for joining us at ${title}`)
  })

  it('the page a reader opens from the mail offers a button, and changes nothing by itself', async () => {
    const page = await http(unsubscribeLinks(guests[2]!).page)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Stop event reminders')
    expect(page.headers.get('cache-control')).toMatch(/private|no-store/)
  })
})
