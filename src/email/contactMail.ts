import type { MailWords } from './mailWords'

/** A visitor's message (or volunteer application) as the foundation reads it. */
export type ContactMessageContent = { name: string; email: string; received: string; message: string }

export const contactMessage = ({ name, email, received, message }: ContactMessageContent): MailWords => [
  { lines: [[`From: ${name} <`, { href: `mailto:${email}`, text: email }, '>'], `Received: ${received}`] },
  { lines: [message], look: 'quote' },
]
