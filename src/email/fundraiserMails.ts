import { link, type MailWords, paragraphs } from './mailWords'

// The mails of a supporter's fundraising page. The supporter's own words and a donor's name go in as text.

export type FundraiserGiftContent = {
  supporter: string
  /** The donor's first name, or "Someone". */
  giver: string
  amount: string
  campaign: string | null
  raised: string
  goal: string
  donorCount: number
  /** The page, once it is live. */
  pageUrl: string | null
  /** The foundation's name, as the mail signs (src/server/services/foundation.ts). */
  foundation: string
}

export const fundraiserGift = (c: FundraiserGiftContent): MailWords =>
  paragraphs(
    [`Hello ${c.supporter},`],
    [`${c.giver} just gave ${c.amount} through your fundraising page${c.campaign ? ` for ${c.campaign}` : ''}.`],
    [`You have now raised ${c.raised} of your ${c.goal} goal, from ${c.donorCount} ${c.donorCount === 1 ? 'donor' : 'donors'}.`],
    ...(c.pageUrl ? [[['Your page: ', link(c.pageUrl)]]] : []),
    ['Thank you for standing with us.'],
    [c.foundation],
  )

export type FundraiserLinkContent = { purpose: 'confirm' | 'edit'; supporter: string; campaign: string | null; link: string; hours: number; foundation: string }

export function fundraiserLink({ purpose, supporter, campaign, link: url, hours, foundation }: FundraiserLinkContent): MailWords {
  const forCampaign = campaign ? ` for ${campaign}` : ''
  return purpose === 'confirm'
    ? paragraphs(
        [`Hello ${supporter},`],
        [`Thank you for starting a fundraising page${forCampaign}. Please confirm your email address with this link. It works once, within ${hours} hours:`],
        [[link(url)]],
        ['Once you confirm, our team reviews your page before it goes live.'],
        ['If you did not start a fundraising page, you can ignore this email: nothing is shown without the link.'],
        [foundation],
      )
    : paragraphs(
        [`Hello ${supporter},`],
        [`You asked to edit your fundraising page${forCampaign}. Open it with this link. It works once, within ${hours} hour:`],
        [[link(url)]],
        ['If you did not ask for this, you can ignore this email: nothing changes without the link.'],
        [foundation],
      )
}
