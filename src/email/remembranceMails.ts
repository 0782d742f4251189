import { link, type MailWords, paragraphs } from './mailWords'

// The mails of the remembrance wall: to the writer once it is published, to content staff when reports hid it.

export const remembrancePublished = ({ name, wallUrl, foundation }: { name: string; wallUrl: string; foundation: string }): MailWords =>
  paragraphs([`Dear ${name},`], ['Thank you for what you wrote. Your remembrance is now on the wall:', [link(wallUrl)]], ['Every word left there keeps her memory with us.'], [foundation])

export type RemembranceHiddenContent = { name: string; id: number; reasons: string[]; reviewUrl: string }

export const remembranceHidden = ({ name, id, reasons, reviewUrl }: RemembranceHiddenContent): MailWords =>
  paragraphs(
    [`Visitors' reports have hidden the remembrance left by ${name} (#${id}) from the wall.`],
    // Each reason on one line of its own: a reporter's line breaks cannot pass for another reason.
    reasons.length ? ['Their reasons:', ...reasons.map((reason) => `- ${reason.replace(/[\s\p{Cc}]+/gu, ' ')}`)] : ['No reason was given.'],
    ['Please read it and publish it again or leave it hidden:', [link(reviewUrl)]],
    ['Publishing it again keeps it on the wall: those who reported it cannot hide it again, and it then takes reports from five others.'],
  )
