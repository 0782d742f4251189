import { link, type MailWords, paragraphs } from './mailWords'

// The mails a donor gets about their own giving: the manage links and sign-in links they asked for,
// a failed renewal, and a monthly gift they changed.

/** One monthly gift's link: "$25" and the day it began, as the mail says them. */
export type ManageLink = { amount: string; since: string; url: string }

export const manageLinks = ({ links, foundation }: { links: ManageLink[]; foundation: string }): MailWords =>
  paragraphs(
    ['Hello,'],
    ['You asked to manage the monthly gift made with this email address. The link below opens your gift’s page at Stripe, our payment provider, where you can change the card or cancel the gift.'],
    ...links.map((each) => [`Your monthly gift of ${each.amount}, since ${each.since}:`, [link(each.url)]]),
    ['Each link works once, within one hour. If you did not ask for this, you can ignore this email: nothing changes.'],
    ['With gratitude,', foundation],
  )

/** A donor's sign-in link to their giving page (src/server/services/donors/donorSignIn.ts). */
export const donorSignIn = ({ url, minutes, foundation }: { url: string; minutes: number; foundation: string }): MailWords =>
  paragraphs(
    ['Hello,'],
    ['You asked to see your giving with us. The link below signs you in to your giving page, where your gifts, receipts and year-end statements are:', [link(url)]],
    [`The link works once, within ${minutes} minutes. If you did not ask for it, you can ignore this email: nobody can sign in without it.`],
    ['With gratitude,', foundation],
  )

export type RenewalFailedContent = { name: string | null; amount: string; link: string; manageUrl: string; foundation: string }

export const renewalFailed = ({ name, amount, link: url, manageUrl, foundation }: RenewalFailedContent): MailWords =>
  paragraphs(
    [name ? `Dear ${name},` : 'Hello,'],
    [`Thank you for giving ${amount} each month in remembrance. Your gift means a great deal to the families and young people we support.`],
    [
      'This month our payment provider could not take the gift from your card. This happens often: a card expires or is replaced, and nothing is wrong on your side. No money was taken for this month.',
    ],
    ['If you would like your gift to continue, you can update your card here (the link works once, within three days):', [link(url)]],
    [['The page also lets you change or end the gift, with no questions asked. If the link has expired, you can ask for a new one at ', link(manageUrl), '.']],
    ['With gratitude,', foundation],
  )

export type MonthlyChangedContent = { name: string | null; change: string; now: string; url: string; foundation: string }

/** A monthly gift changed by its donor on /giving (src/server/services/donors/monthlyMail.ts). */
export const monthlyChanged = ({ name, change, now, url, foundation }: MonthlyChangedContent): MailWords =>
  paragraphs(
    [name ? `Dear ${name},` : 'Hello,'],
    [change],
    [now],
    ['You can see and change your gift on your giving page:', [link(url)]],
    ['If you did not make this change, please reply to this email and we will put it right.'],
    ['With gratitude,', foundation],
  )
