import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { ADDRESS_NOT_ANONYMOUS } from '@/contracts/donate'

import type { ReceivedMail } from '../support/fakeSmtp'
import { http, postJson, sendJson } from '../support/http'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// A tribute page's family (issue 46): the link in their first card opens every gift in the name;
// from it they choose a daily digest instead of a card per gift, and send one thank-you that the
// site mails to each contributor once (at most one a day). Digests run as of a fixed `now`.

const mailbox = () => readMailbox(testStack().mailboxURL)
const settle = () => jobsSettled(testStack().databaseURL)
const withSubject = (mails: ReceivedMail[], to: string, subject: string) => mails.filter((m) => m.to.includes(to) && mailHeader(m, 'Subject') === subject)

async function giftInMemoryOf(honoree: string, donor: { name: string; email: string }, tribute: Record<string, unknown> = {}, gift: Record<string, unknown> = {}) {
  const response = await postJson('/api/donations/checkout', {
    amount_cents: 3000,
    donor_name: donor.name,
    donor_email: donor.email,
    ...gift,
    tribute: { kind: 'memory', honoree_name: honoree, ...tribute },
  })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  const { body } = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
    id: secret.split('_secret_')[0]!,
    object: 'payment_intent',
    amount: 3000,
    amount_received: 3000,
    metadata: { donation_id: String(id) },
  })
  expect(body.outcome).toBe('applied')
}

async function runDigests(now: string) {
  const payload = await getTestPayload()
  const job = await payload.jobs.queue({ task: 'queueFamilyDigests', input: { now } })
  await eventually(async () => ((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt ? true : undefined), 20_000)
  await settle()
}

describe('a tribute page’s family', () => {
  it('opens every gift from the card’s link, chooses a daily digest instead of cards, and thanks every contributor once', { timeout: 120_000 }, async () => {
    const name = `Ruth ${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}stein`
    const family = `family-${randomUUID()}@example.org`
    const donors = [1, 2, 3].map((n) => ({ name: `Donor${n} Giver`, email: `donor${n}-${randomUUID()}@example.org` }))
    const told = { notify_name: 'Sarah', notify_email: family }

    await giftInMemoryOf(name, donors[0]!, { ...told, message: 'For Ruth, with love.' })
    const [card] = await eventually(async () => {
      const found = (await mailbox()).filter((m) => m.to.includes(family))
      return found.length ? found : undefined
    }, 20_000)
    const link = mailText(card!).match(/\/tributes\/([a-z0-9-]+)\/family\?token=([\w.-]+)/)
    expect(link).not.toBeNull()
    const [, slug, token] = link!

    // The family's page: the donor's full name and message (the public page shows "Donor1 G.").
    const familyPage = await http(`/tributes/${slug}/family?token=${token}`)
    expect(familyPage.status).toBe(200)
    const html = await familyPage.text()
    expect(html).toContain('Donor1 Giver')
    expect(html).toContain('For Ruth, with love.')
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>')
    expect(await (await http(`/tributes/${slug}/family?token=1.bm9ib2R5.forged`)).text()).toContain('This link does not work.')

    // A daily digest instead of a card per gift.
    expect((await sendJson('PUT', '/api/tribute-families/digest', { token, digest: 'monthly' })).status).toBe(422)
    expect((await sendJson('PUT', '/api/tribute-families/digest', { token: `${token}x`, digest: 'daily' })).status).toBe(404)
    const chosen = await sendJson('PUT', '/api/tribute-families/digest', { token, digest: 'daily' })
    expect(chosen.status).toBe(200)
    expect(((await chosen.json()) as { message: string }).message).toBe('Saved. You will get one mail a day listing the new gifts.')

    // An address reaches the family only with the donor's consent, recorded with the gift.
    const noAddress = await postJson('/api/donations/checkout', { amount_cents: 3000, tribute: { kind: 'memory', honoree_name: name, share_address: true } })
    expect(noAddress.status).toBe(422)
    expect(((await noAddress.json()) as { fields: unknown }).fields).toEqual({ donor_address: 'Please enter the mailing address the family may write to' })
    await giftInMemoryOf(name, donors[1]!, { ...told, share_address: true }, { donor_address: '12 Elm Street\nSpringfield, IL 62701' })
    const anonymous = await postJson('/api/donations/checkout', {
      amount_cents: 3000,
      anonymous: true,
      donor_address: '1 Hidden Way',
      tribute: { kind: 'memory', honoree_name: name, ...told, share_address: true },
    })
    expect(((await anonymous.json()) as { fields: unknown }).fields).toEqual({ donor_address: ADDRESS_NOT_ANONYMOUS })
    // Shared, but with someone else the donor told: not this family's to see.
    const otherFamily = `other-${randomUUID()}@example.org`
    await giftInMemoryOf(name, donors[2]!, { notify_name: 'Tom', notify_email: otherFamily, show_amount: true, share_address: true }, { donor_address: '99 Private Lane' })
    await settle()
    // An address on file without consent (as an import brings it) is not shown either.
    const payload = await getTestPayload()
    const [first] = (await payload.find({ collection: 'donations', where: { donor_email: { equals: donors[0]!.email } }, depth: 0 })).docs
    await payload.update({ collection: 'donations', id: first!.id, data: { donor_address: '5 Imported Road' } })
    expect((await mailbox()).filter((m) => m.to.includes(family))).toHaveLength(1) // no card for these two

    const digestSubject = `New gifts in memory of ${name}`
    await runDigests(new Date(Date.now() - 60_000).toISOString()) // not a day since the choice: nothing yet
    expect(withSubject(await mailbox(), family, digestSubject)).toHaveLength(0)
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString()
    await runDigests(tomorrow)
    const [digest] = await eventually(async () => {
      const found = withSubject(await mailbox(), family, digestSubject)
      return found.length ? found : undefined
    }, 20_000)
    const digestText = mailText(digest!)
    expect(digestText).toContain('2 new gifts have been made')
    expect(digestText).toContain('Donor2 Giver')
    expect(digestText).toContain('Donor3 Giver, $30')
    expect(digestText).not.toContain('Donor1 Giver')
    expect(digestText).toContain('Address for a thank-you note: 12 Elm Street, Springfield, IL 62701')
    expect(digestText).not.toContain('99 Private Lane')
    const withAddresses = await (await http(`/tributes/${slug}/family?token=${token}`)).text()
    expect(withAddresses).toContain('12 Elm Street')
    expect(withAddresses).not.toContain('99 Private Lane')
    expect(withAddresses).not.toContain('5 Imported Road')
    const stored = await payload.find({ collection: 'donations', where: { donor_email: { in: [donors[1]!.email, donors[2]!.email] } }, sort: 'id', depth: 0 })
    expect(stored.docs.map((gift) => [gift.tribute?.share_address, gift.donor_address])).toEqual([
      [true, '12 Elm Street\nSpringfield, IL 62701'],
      [true, '99 Private Lane'],
    ])
    await runDigests(tomorrow) // the hourly schedule again: nothing more
    expect(withSubject(await mailbox(), family, digestSubject)).toHaveLength(1)

    // One thank-you, mailed to each contributor once; another the same day is refused.
    expect((await postJson('/api/tribute-families/thanks', { token, message: '   ' })).status).toBe(422)
    const sent = await postJson('/api/tribute-families/thanks', { token, message: 'Thank you all for remembering Mom.' })
    expect(sent.status).toBe(202)
    expect(await sent.json()).toMatchObject({ contributors: 3 })
    const thanksSubject = `A thank-you from the family of ${name}`
    const received = await eventually(async () => {
      const mails = await mailbox()
      return donors.every((d) => withSubject(mails, d.email, thanksSubject).length) ? mails : undefined
    }, 20_000)
    for (const donor of donors) {
      const [mail, ...more] = withSubject(received, donor.email, thanksSubject)
      expect(more).toHaveLength(0)
      expect(mail!.to).toEqual([donor.email])
      const text = mailText(mail!)
      expect(text).toContain('Thank you all for remembering Mom.')
      for (const other of donors.filter((d) => d !== donor)) expect(text).not.toContain(other.email)
      expect(text).not.toContain(family)
    }
    const again = await postJson('/api/tribute-families/thanks', { token, message: 'And again.' })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { detail: string }).detail).toBe('You sent a thank-you in the last day. You can send another tomorrow.')
  })
})
