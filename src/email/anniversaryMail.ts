import { link, type MailWords, paragraphs } from './mailWords'

export type AnniversaryContent = {
  honoree: string
  kind: 'honor' | 'memory'
  familyWord: string | null
  pageUrl: string
  giveUrl: string
  unsubscribeUrl: string
  foundation: string
}

/** The yearly reminder on a tribute's day of remembrance, to a donor who asked for it. */
export const anniversaryReminder = ({ honoree, kind, familyWord, pageUrl, giveUrl, unsubscribeUrl, foundation }: AnniversaryContent): MailWords => [
  ...paragraphs(
    ['Hello,'],
    [`Today is ${honoree}’s day of remembrance. You once gave ${kind === 'memory' ? 'in memory of' : 'in honor of'} ${honoree}, and asked us to tell you when it comes round.`],
  ),
  ...(familyWord ? [{ lines: [`A word from the family: ${familyWord}`], look: 'quote' as const }] : []),
  ...paragraphs([['Their page: ', link(pageUrl)]], [['To give again in their name: ', link(giveUrl)]], ['With gratitude,', foundation]),
  { lines: [['To stop these yearly reminders: ', link(unsubscribeUrl)]], look: 'small' },
]
