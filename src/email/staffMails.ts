import { link, type MailWords, paragraphs } from './mailWords'

// The mails to staff: an invitation, and the alerts (a dispute, card testing, an hour's errors).

export type StaffInvitationContent = { role: string; hours: number; link: string; loginUrl: string; email: string; foundation: string }

export const staffInvitation = (c: StaffInvitationContent): MailWords =>
  paragraphs(
    ['Hello,'],
    [`You are invited to the staff area of ${c.foundation}, as ${c.role}.`, `Choose your password with this link. It works once, within ${c.hours} hours:`],
    [[link(c.link)]],
    [['Then sign in at ', link(c.loginUrl), ` with this email address (${c.email}).`]],
    ['If you did not expect this invitation, you can ignore this email: nothing happens without the link.'],
    [c.foundation],
  )

export type DisputeOpenedContent = {
  amount: string
  monthly: boolean
  donor: string
  donorEmail: string | null
  given: string
  donation: number
  disputed: string
  reason: string
  evidenceDue: string
  /** How Stripe closed it already, or null while it is open. */
  closedAs: string | null
  dashboardUrl: string
  disputedGiftsUrl: string
}

export const disputeOpened = (c: DisputeOpenedContent): MailWords =>
  paragraphs(
    [`A donor's bank has disputed a card gift (a chargeback). The disputed amount is out of the totals while the dispute is open, and for good if it is lost.`],
    [
      `Gift: ${c.amount}${c.monthly ? ' (monthly)' : ''} from ${c.donor}${c.donorEmail ? ` <${c.donorEmail}>` : ''}, ${c.given} (donation ${c.donation})`,
      `Disputed: ${c.disputed}`,
      `Reason given by the bank: ${c.reason}`,
      `Evidence due by: ${c.evidenceDue}`,
      ...(c.closedAs ? [`Stripe has already closed it: ${c.closedAs}.`] : []),
    ],
    ['Open the dispute in Stripe to answer it with evidence (a receipt, the donor’s own messages):', [link(c.dashboardUrl)]],
    [['The gifts with open disputes: ', link(c.disputedGiftsUrl)]],
  )

export type CardTestingContent = { startedAt: string; episode: number; reason: 'checkouts' | 'declines'; count: number; limit: number; minutes: number }

const WHAT_TRIPPED = {
  checkouts: (count: number, limit: number) => `${count} checkouts were started in one minute (the limit is ${limit}).`,
  declines: (count: number, limit: number) => `${count} card payments were declined in one minute (the limit is ${limit}).`,
}

export const cardTestingAlert = (c: CardTestingContent): MailWords =>
  paragraphs(
    [`The website's card-testing guard went up on ${c.startedAt} (episode ${c.episode}).`],
    [`What tripped it: ${WHAT_TRIPPED[c.reason](c.count, c.limit)}`],
    [
      `Until it has been quiet for ${c.minutes} minutes, everyone who starts a gift on /donate is asked for a quick automatic check (a few seconds of work in their browser) before the gift is started. Real donors can still give.`,
    ],
    [
      'Nothing needs doing. Its state is in the staff API (GET /api/admin/card-guard). Payments tried with many cards are canceled at Stripe automatically; you may want to look at recent declines in the Stripe dashboard.',
    ],
  )

export type ErrorDigestContent = {
  from: string
  total: number
  routes: Array<{ route: string; count: number; firstMessage: string; firstRequestId: string }>
  /** The nightly backup's failures (or its absence) in that hour, told apart from the visitors' errors. */
  backup?: { count: number; firstMessage: string } | null
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export const errorDigest = ({ from, total, routes, backup }: ErrorDigestContent): MailWords =>
  paragraphs(
    ...(routes.length
      ? [
          [`In the hour from ${from}, the website met ${plural(total, 'error')} it did not handle: each visitor or staff member concerned saw a "something went wrong" answer.`],
          ["By route, with the first error's message:", ...routes.flatMap((row) => [`- ${row.route}: ${plural(row.count, 'error')}`, `  first: ${row.firstMessage} (request ${row.firstRequestId})`])],
        ]
      : []),
    ...(backup
      ? [
          [
            `Backups${routes.length ? '' : `, in the hour from ${from}`}: ${backup.firstMessage}${backup.count > 1 ? ` (${plural(backup.count, 'failed attempt')} in that hour)` : ''}`,
            'Until a backup succeeds, a fire or a mistake could lose what the website holds. The staff dashboard shows the last backup; docs/operations.md ("Backups and restore") says what to check.',
          ],
        ]
      : []),
    routes.length
      ? [
          'Each error is one line in the server\'s log ("Unhandled error"), found by its request id; with tracing on, its trace too. This mail comes at most once an hour, and only after an hour with errors. The staff dashboard shows the count of the last day.',
        ]
      : ['Each failed attempt is one line in the log of the process that runs the jobs ("Nightly backup (job N) failed"). While backups are missing, this mail says so once a day.'],
  )
