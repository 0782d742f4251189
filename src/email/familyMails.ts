import { link, type MailWords, paragraphs } from './mailWords'

type DigestGift = { giver: string; amount: string | null; message: string | null; address: string | null }

/** The family's digest: the new gifts in the honoree's name since the last. */
export const familyDigestMail = ({ honoree, gifts, familyUrl, foundation }: { honoree: string; gifts: DigestGift[]; familyUrl: string; foundation: string }): MailWords => [
  ...paragraphs(['Hello,'], [`${gifts.length === 1 ? 'A new gift has' : `${gifts.length} new gifts have`} been made in ${honoree}’s name:`]),
  ...gifts.map((gift) => ({
    lines: [
      `${gift.giver}${gift.amount ? `, ${gift.amount}` : ''}`,
      ...(gift.address ? [`Address for a thank-you note: ${gift.address.replace(/\s*\n\s*/g, ', ')}`] : []),
      ...(gift.message ? [gift.message] : []),
    ],
    look: gift.message ? ('quote' as const) : undefined,
  })),
  ...paragraphs([['Every gift, your choice of mail, and a thank-you to everyone who gave: ', link(familyUrl)]], ['With gratitude,', foundation]),
]

/** A family's thank-you, as the site mails it to one contributor. */
export const familyThanksMail = ({ honoree, message, pageUrl, foundation }: { honoree: string; message: string; pageUrl: string; foundation: string }): MailWords => [
  ...paragraphs(['Hello,'], [`You gave in ${honoree}’s name. The family asked us to pass on these words to everyone who did:`]),
  { lines: [message], look: 'quote' },
  ...paragraphs([['Their page: ', link(pageUrl)]], ['With gratitude,', foundation]),
]
