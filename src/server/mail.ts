import 'server-only'

import nodemailer, { type Transporter } from 'nodemailer'

export type MailAttachment = { filename: string; content: string; contentType: string }
export type Mail = { to: string; subject: string; text: string; replyTo?: string; attachments?: MailAttachment[] }

let transport: Transporter | null | undefined

function getTransport(): Transporter | null {
  if (transport === undefined) {
    transport = process.env.SMTP_URL
      ? nodemailer.createTransport(process.env.SMTP_URL, {
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null
  }
  return transport
}

/**
 * Sends a mail through SMTP_URL, or writes it to the server log when no SMTP server is set
 * (development). Throws when the SMTP server refuses or cannot be reached.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const from = process.env.MAIL_FROM || 'From Loss to Light <no-reply@localhost>'
  const smtp = getTransport()
  if (!smtp) {
    console.log(`[mail] (SMTP_URL unset, not sent) To: ${mail.to} | Subject: ${mail.subject}\n${mail.text}`)
    return
  }
  await smtp.sendMail({ from, ...mail })
}
