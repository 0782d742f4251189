import { describe, expect, it } from 'vitest'

import { contactMessage } from '@/email/contactMail'
import { manageLinks, renewalFailed } from '@/email/donorMails'
import { eventReminder, rsvpConfirmation } from '@/email/eventMails'
import { fundraiserGift, fundraiserLink } from '@/email/fundraiserMails'
import type { MailWords } from '@/email/mailWords'
import { remembranceHidden, remembrancePublished } from '@/email/remembranceMails'
import { renderMail } from '@/email/renderMail'
import { scholarshipAwarded } from '@/email/scholarshipDecisionMails'
import { recommendationRequest } from '@/email/scholarshipMails'
import { cardTestingAlert, disputeOpened, errorDigest, staffInvitation } from '@/email/staffMails'

// Every mail's text part is what the mail said before it had an HTML part (the expected texts are
// written out as the old arrays of strings made them); its HTML part says the same facts, with
// its links as links, and the visitor's words escaped by React.

const SITE = 'https://example.org'
/** The foundation's name as the mails sign (the senders read it: src/server/services/foundation.ts). */
const foundation = 'From Loss to Light'
const event = { title: 'Walk of Light', when: 'Saturday, June 6, 2026 at 6:00 PM EDT', location: 'Riverside Park', detailsUrl: `${SITE}/events/7` }

/** The HTML part's visible words, tags dropped and entities read, one space for any run of white space. */
const visible = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<div[^>]*display:none[\s\S]*?<\/div>/, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

async function expectMail(words: MailWords, text: string, links: string[]) {
  const mail = await renderMail('A heading', words, foundation)
  expect(mail.text).toBe(text)
  // The HTML shows every line of the text part, in order.
  const shown = visible(mail.html)
  let from = 0
  for (const line of text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)) {
    const at = shown.indexOf(line, from)
    expect(at, `the HTML part shows "${line}"`).toBeGreaterThanOrEqual(0)
    from = at + line.length
  }
  for (const href of links) expect(mail.html).toContain(`href="${href.replace(/&/g, '&amp;')}"`)
  expect(shown).toContain('From Loss to Light')
  expect(shown).toContain('A heading')
  return mail
}

describe('the mails’ templates (src/email): the same words in both parts', () => {
  it('RSVP confirmation, with and without a place and a summary', async () => {
    await expectMail(
      rsvpConfirmation({ name: 'Ann\n  Lee', event: { ...event, summary: 'A walk by the river at dusk.' }, foundation: 'From Loss to Light' }),
      `Dear Ann Lee,

Thank you for letting us know you are coming to Walk of Light.

When: Saturday, June 6, 2026 at 6:00 PM EDT
Where: Riverside Park

A walk by the river at dusk.

Details: https://example.org/events/7

The attached invitation (event.ics) adds it to your calendar.

With gratitude,
From Loss to Light`,
      [`${SITE}/events/7`],
    )
    await expectMail(
      rsvpConfirmation({ name: 'Ann', event: { ...event, location: null, summary: null }, foundation: 'From Loss to Light' }),
      `Dear Ann,

Thank you for letting us know you are coming to Walk of Light.

When: Saturday, June 6, 2026 at 6:00 PM EDT

Details: https://example.org/events/7

The attached invitation (event.ics) adds it to your calendar.

With gratitude,
From Loss to Light`,
      [`${SITE}/events/7`],
    )
  })

  it('event reminder and thank-you, each with its unsubscribe link', async () => {
    const common = {
      name: 'Ann',
      event: { ...event, calendarUrl: `${SITE}/events/7/calendar.ics` },
      eventsUrl: `${SITE}/events`,
      unsubscribeUrl: `${SITE}/events/unsubscribe?t=abc`,
      foundation: 'From Loss to Light',
    }
    await expectMail(
      eventReminder({ kind: 'reminder', ...common }),
      `Dear Ann,

This is a reminder that Walk of Light is tomorrow. We look forward to seeing you.

When: Saturday, June 6, 2026 at 6:00 PM EDT
Where: Riverside Park

Details: https://example.org/events/7
Add it to your calendar: https://example.org/events/7/calendar.ics

With gratitude,
From Loss to Light

To stop event reminders and thank-you notes: https://example.org/events/unsubscribe?t=abc`,
      [`${SITE}/events/7`, `${SITE}/events/7/calendar.ics`, `${SITE}/events/unsubscribe?t=abc`],
    )
    await expectMail(
      eventReminder({ kind: 'thanks', ...common }),
      `Dear Ann,

Thank you for joining us at Walk of Light. Your presence honours her memory and means a great deal to us.

Our next events: https://example.org/events

With gratitude,
From Loss to Light

To stop event reminders and thank-you notes: https://example.org/events/unsubscribe?t=abc`,
      [`${SITE}/events`, `${SITE}/events/unsubscribe?t=abc`],
    )
  })

  it('a contact message keeps the visitor’s line breaks, and its markup is text', async () => {
    const mail = await expectMail(
      contactMessage({ name: 'Ben <b>Bold</b>', email: 'ben@example.com', received: '2026-11-26T09:00:00.000Z', message: 'Hello,\n\n<script>alert(1)</script> & more' }),
      `From: Ben <b>Bold</b> <ben@example.com>
Received: 2026-11-26T09:00:00.000Z

Hello,

<script>alert(1)</script> & more`,
      ['mailto:ben@example.com'],
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Bold')
    expect(mail.html).toContain('&lt;script&gt;')
  })

  it('manage links, one paragraph a gift', async () => {
    await expectMail(
      manageLinks({
        foundation,
        links: [
          { amount: '$25', since: 'Mar 01, 2026', url: `${SITE}/donate/manage?token=aaa` },
          { amount: '$10.50', since: 'Apr 02, 2026', url: `${SITE}/donate/manage?token=bbb` },
        ],
      }),
      `Hello,

You asked to manage the monthly gift made with this email address. The link below opens your gift’s page at Stripe, our payment provider, where you can change the card or cancel the gift.

Your monthly gift of $25, since Mar 01, 2026:
https://example.org/donate/manage?token=aaa

Your monthly gift of $10.50, since Apr 02, 2026:
https://example.org/donate/manage?token=bbb

Each link works once, within one hour. If you did not ask for this, you can ignore this email: nothing changes.

With gratitude,
From Loss to Light`,
      [`${SITE}/donate/manage?token=aaa`, `${SITE}/donate/manage?token=bbb`],
    )
  })

  it('a failed renewal, named or not', async () => {
    const text = (greeting: string) => `${greeting}

Thank you for giving $25 each month in remembrance. Your gift means a great deal to the families and young people we support.

This month our payment provider could not take the gift from your card. This happens often: a card expires or is replaced, and nothing is wrong on your side. No money was taken for this month.

If you would like your gift to continue, you can update your card here (the link works once, within three days):
https://example.org/donate/manage?token=ccc

The page also lets you change or end the gift, with no questions asked. If the link has expired, you can ask for a new one at https://example.org/donate/manage.

With gratitude,
From Loss to Light`
    const content = { foundation, amount: '$25', link: `${SITE}/donate/manage?token=ccc`, manageUrl: `${SITE}/donate/manage` }
    await expectMail(renewalFailed({ name: 'Ann Lee', ...content }), text('Dear Ann Lee,'), [content.link, content.manageUrl])
    await expectMail(renewalFailed({ name: null, ...content }), text('Hello,'), [content.link])
  })

  it('a fundraiser’s gift, live page or not yet', async () => {
    const content = { foundation, supporter: 'Cara', giver: 'Someone', amount: '$50', campaign: 'Spring Walk', raised: '$350', goal: '$1,000', donorCount: 1, pageUrl: `${SITE}/campaigns/spring/cara` }
    await expectMail(
      fundraiserGift(content),
      `Hello Cara,

Someone just gave $50 through your fundraising page for Spring Walk.

You have now raised $350 of your $1,000 goal, from 1 donor.

Your page: https://example.org/campaigns/spring/cara

Thank you for standing with us.

From Loss to Light`,
      [content.pageUrl],
    )
    await expectMail(
      fundraiserGift({ ...content, campaign: null, donorCount: 3, pageUrl: null }),
      `Hello Cara,

Someone just gave $50 through your fundraising page.

You have now raised $350 of your $1,000 goal, from 3 donors.

Thank you for standing with us.

From Loss to Light`,
      [],
    )
  })

  it('a fundraiser’s link, to confirm or to edit', async () => {
    const url = `${SITE}/fundraisers/confirm?token=ddd`
    await expectMail(
      fundraiserLink({ foundation, purpose: 'confirm', supporter: 'Cara', campaign: 'Spring Walk', link: url, hours: 48 }),
      `Hello Cara,

Thank you for starting a fundraising page for Spring Walk. Please confirm your email address with this link. It works once, within 48 hours:

https://example.org/fundraisers/confirm?token=ddd

Once you confirm, our team reviews your page before it goes live.

If you did not start a fundraising page, you can ignore this email: nothing is shown without the link.

From Loss to Light`,
      [url],
    )
    await expectMail(
      fundraiserLink({ foundation, purpose: 'edit', supporter: 'Cara', campaign: null, link: url, hours: 1 }),
      `Hello Cara,

You asked to edit your fundraising page. Open it with this link. It works once, within 1 hour:

https://example.org/fundraisers/confirm?token=ddd

If you did not ask for this, you can ignore this email: nothing changes without the link.

From Loss to Light`,
      [url],
    )
  })

  it('a remembrance published, and one hidden by reports', async () => {
    await expectMail(
      remembrancePublished({ foundation, name: 'Dana', wallUrl: `${SITE}/remember` }),
      `Dear Dana,

Thank you for what you wrote. Your remembrance is now on the wall:
https://example.org/remember

Every word left there keeps her memory with us.

From Loss to Light`,
      [`${SITE}/remember`],
    )
    const hidden = (reasons: string) => `Visitors' reports have hidden the remembrance left by Dana (#12) from the wall.

${reasons}

Please read it and publish it again or leave it hidden:
https://example.org/admin/remembrances

Publishing it again keeps it on the wall: those who reported it cannot hide it again, and it then takes reports from five others.`
    const content = { name: 'Dana', id: 12, reviewUrl: `${SITE}/admin/remembrances` }
    await expectMail(remembranceHidden({ ...content, reasons: ['spam', 'rude\n- words'] }), hidden('Their reasons:\n- spam\n- rude - words'), [content.reviewUrl])
    await expectMail(remembranceHidden({ ...content, reasons: [] }), hidden('No reason was given.'), [content.reviewUrl])
  })

  it('a staff invitation', async () => {
    await expectMail(
      staffInvitation({ foundation, role: 'Editor', hours: 72, link: `${SITE}/admin/invitation?token=eee`, loginUrl: `${SITE}/admin/login`, email: 'eve@example.org' }),
      `Hello,

You are invited to the staff area of From Loss to Light, as Editor.
Choose your password with this link. It works once, within 72 hours:

https://example.org/admin/invitation?token=eee

Then sign in at https://example.org/admin/login with this email address (eve@example.org).

If you did not expect this invitation, you can ignore this email: nothing happens without the link.

From Loss to Light`,
      [`${SITE}/admin/invitation?token=eee`, `${SITE}/admin/login`],
    )
  })

  it('the foundation’s name is the one it is given, in the words, the sign-off and the heading band', async () => {
    const named = 'Loss to Light Memorial Foundation'
    const request = recommendationRequest({
      foundation: named,
      recommender: 'Ms Hale',
      applicant: 'Jo',
      round: 'Spring Scholarship',
      link: `${SITE}/scholarships/recommend?token=fff`,
      closes: 'June 1, 2027',
    })
    const mail = await renderMail('A heading', request, named)
    expect(mail.text).toContain('Jo is applying for the Spring Scholarship offered by Loss to Light Memorial Foundation and has asked you for a letter of recommendation.')
    expect(mail.text.endsWith(`\n\n${named}`)).toBe(true)
    expect(visible(mail.html).split(named).length - 1).toBe(3)
    expect(mail.text + mail.html).not.toContain('From Loss to Light')
    const awarded = scholarshipAwarded({ foundation: named, applicant: 'Jo', round: 'Spring Scholarship', award: '$2,000', retentionDays: 90 })
    expect((await renderMail('A heading', awarded, named)).text.endsWith(`Congratulations, and thank you for letting us be part of your next step.\n\n${named}`)).toBe(true)
  })

  it('a dispute opened, still open or closed by Stripe', async () => {
    const content = {
      amount: '$100',
      monthly: true,
      donor: 'Ann Lee',
      donorEmail: 'ann@example.com',
      given: 'Nov 02, 2026',
      donation: 41,
      disputed: '$100',
      reason: 'fraudulent',
      evidenceDue: 'Friday, December 4, 2026 at 6:59 PM EST',
      closedAs: null,
      dashboardUrl: 'https://dashboard.stripe.com/disputes/dp_1',
      disputedGiftsUrl: `${SITE}/admin/donations?status=disputed`,
    }
    const text = (
      closed: string,
      gift: string,
    ) => `A donor's bank has disputed a card gift (a chargeback). The disputed amount is out of the totals while the dispute is open, and for good if it is lost.

Gift: ${gift}, Nov 02, 2026 (donation 41)
Disputed: $100
Reason given by the bank: fraudulent
Evidence due by: Friday, December 4, 2026 at 6:59 PM EST${closed}

Open the dispute in Stripe to answer it with evidence (a receipt, the donor’s own messages):
https://dashboard.stripe.com/disputes/dp_1

The gifts with open disputes: https://example.org/admin/donations?status=disputed`
    await expectMail(disputeOpened(content), text('', '$100 (monthly) from Ann Lee <ann@example.com>'), [content.dashboardUrl, content.disputedGiftsUrl])
    await expectMail(disputeOpened({ ...content, monthly: false, donorEmail: null, closedAs: 'lost' }), text('\nStripe has already closed it: lost.', '$100 from Ann Lee'), [content.dashboardUrl])
  })

  it('the card-testing alert, for either reason', async () => {
    const text = (tripped: string) => `The website's card-testing guard went up on Thursday, November 26, 2026 at 4:00 AM EST (episode 3).

What tripped it: ${tripped}

Until it has been quiet for 15 minutes, everyone who starts a gift on /donate is asked for a quick automatic check (a few seconds of work in their browser) before the gift is started. Real donors can still give.

Nothing needs doing. Its state is in the staff API (GET /api/admin/card-guard). Payments tried with many cards are canceled at Stripe automatically; you may want to look at recent declines in the Stripe dashboard.`
    const content = { startedAt: 'Thursday, November 26, 2026 at 4:00 AM EST', episode: 3, count: 40, limit: 30, minutes: 15 }
    await expectMail(cardTestingAlert({ ...content, reason: 'checkouts' }), text('40 checkouts were started in one minute (the limit is 30).'), [])
    await expectMail(cardTestingAlert({ ...content, reason: 'declines' }), text('40 card payments were declined in one minute (the limit is 30).'), [])
  })

  it('the hourly error digest', async () => {
    await expectMail(
      errorDigest({
        from: 'Thursday, November 26, 2026 at 3:00 AM EST',
        total: 3,
        routes: [
          { route: 'POST /api/donate', count: 2, firstMessage: 'boom <x>', firstRequestId: 'r-1' },
          { route: 'GET /events', count: 1, firstMessage: 'oops', firstRequestId: 'r-2' },
        ],
      }),
      `In the hour from Thursday, November 26, 2026 at 3:00 AM EST, the website met 3 errors it did not handle: each visitor or staff member concerned saw a "something went wrong" answer.

By route, with the first error's message:
- POST /api/donate: 2 errors
  first: boom <x> (request r-1)
- GET /events: 1 error
  first: oops (request r-2)

Each error is one line in the server's log ("Unhandled error"), found by its request id; with tracing on, its trace too. This mail comes at most once an hour, and only after an hour with errors. The staff dashboard shows the count of the last day.`,
      [],
    )
  })
})
