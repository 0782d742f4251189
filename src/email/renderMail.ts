import { render } from '@react-email/render'
import { createElement } from 'react'

import { MailLayout } from './MailLayout'
import { mailText, type MailWords } from './mailWords'

/** A mail's two parts from its words: the text part as typed, the HTML part in the shared layout under the foundation's name. */
export async function renderMail(heading: string, words: MailWords, foundation: string): Promise<{ text: string; html: string }> {
  return { text: mailText(words), html: await render(createElement(MailLayout, { heading, words, foundation })) }
}
