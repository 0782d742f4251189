import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { StaffTribute } from '@/contracts/tributes'
import { mailChoiceLinks } from '@/server/services/tributes/mailChoices'

import type { ReceivedMail } from '../support/fakeSmtp'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// The day that matters (issue 46): donors who ticked "remind me each year" get one mail on a
// tribute's day of remembrance in SITE_TIME_ZONE (New York here), once a year, never after
// unsubscribing; the scheduled task runs as of a fixed moment (its `now`), no waiting on the clock.

const NIGHT = '2031-04-18T05:00:00.000Z' // 1 AM on 18 April in New York: too early to write
const DAY = '2031-04-18T16:00:00.000Z' // noon there
const NEXT_YEAR = '2032-04-18T16:00:00.000Z'

const mailbox = () => readMailbox(testStack().mailboxURL)
const subjectOf = (name: string) => `Remembering ${name} today`
const to = (mails: ReceivedMail[], email: string, subject: string) => mails.filter((m) => m.to.includes(email) && mailHeader(m, 'Subject') === subject)

async function runTask(now: string): Promise<void> {
  const payload = await getTestPayload()
  const job = await payload.jobs.queue({ task: 'queueAnniversaryReminders', input: { now } })
  await eventually(async () => ((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt ? true : undefined), 20_000)
  await jobsSettled(testStack().databaseURL)
}

async function giftInMemoryOf(honoree: string, email: string, remind: boolean) {
  const response = await postJson('/api/donations/checkout', {
    amount_cents: 2500,
    donor_name: 'Lee Donor',
    donor_email: email,
    tribute: { kind: 'memory', honoree_name: honoree, remind_yearly: remind },
  })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  const { body } = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
    id: secret.split('_secret_')[0]!,
    object: 'payment_intent',
    amount: 2500,
    amount_received: 2500,
    metadata: { donation_id: String(id) },
  })
  expect(body.outcome).toBe('applied')
}

describe('the yearly reminder of a day of remembrance', () => {
  const name = `Miriam ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}berg`
  const reminded = `reminded-${randomUUID()}@example.org`
  const notAsked = `not-asked-${randomUUID()}@example.org`
  const unsubscribed = `unsubscribed-${randomUUID()}@example.org`
  let page: StaffTribute

  beforeAll(async () => {
    const token = await apiLogin()
    await giftInMemoryOf(name, reminded, true)
    await giftInMemoryOf(name, reminded, true) // two gifts, still one mail a year
    await giftInMemoryOf(name, notAsked, false)
    await giftInMemoryOf(name, unsubscribed, true)
    const list = (await (await http(`/api/admin/tributes?q=${encodeURIComponent(name)}`, { headers: bearer(token) })).json()) as StaffTribute[]
    page = list.find((row) => row.name === name)!
    const saved = await sendJson('PUT', `/api/admin/tributes/${page.id}`, { ...page, remembrance_on: '1958-04-18', family_word: 'She would have loved the spring.' }, token)
    expect(saved.status).toBe(200)
    // This donor unsubscribed by one click (RFC 8058) before any reminder went.
    const oneClick = mailChoiceLinks('anniversary', unsubscribed).headers['List-Unsubscribe'].slice(1, -1)
    const stop = await http(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(stop.status).toBe(200)
  })

  it('goes on the day, after 9 AM there, once a year, only to donors who asked and did not unsubscribe', { timeout: 90_000 }, async () => {
    await runTask(NIGHT)
    expect(to(await mailbox(), reminded, subjectOf(name))).toHaveLength(0)

    await runTask(DAY)
    const [mail] = await eventually(async () => {
      const found = to(await mailbox(), reminded, subjectOf(name))
      return found.length ? found : undefined
    }, 20_000)
    const text = mailText(mail!)
    expect(text).toContain(`day of remembrance. You once gave in memory of ${name}`)
    expect(text).toContain('She would have loved the spring.')
    expect(text).toContain(`/tributes/${page.slug}`)
    expect(text).toContain(`/donate?tribute=${page.slug}`)
    expect(text).toMatch(/\/unsubscribe\/mail\?token=\S+/)
    expect(mailHeader(mail!, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/mail-choices\/unsubscribe\?token=\S+>$/)
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    await runTask(DAY) // the hourly schedule runs again: nothing more
    const after = await mailbox()
    expect(to(after, reminded, subjectOf(name))).toHaveLength(1)
    expect(to(after, notAsked, subjectOf(name))).toHaveLength(0)
    expect(to(after, unsubscribed, subjectOf(name))).toHaveLength(0)

    await runTask(NEXT_YEAR) // a year on: the day comes round again
    await eventually(async () => (to(await mailbox(), reminded, subjectOf(name)).length === 2 ? true : undefined), 20_000)
  })

  it('a link we did not make changes nothing and answers 400 with clear words', async () => {
    const forged = await http('/api/mail-choices/unsubscribe?token=anniversary.bm9ib2R5QGV4YW1wbGUub3Jn.forged', { method: 'POST' })
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { detail: string }).detail).toBe('This unsubscribe link is not valid. Please use the link in the latest email from us.')
  })
})
