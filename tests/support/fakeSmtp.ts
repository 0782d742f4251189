import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/** A message whose body contains this marker is refused with 554, as a broken SMTP server would. */
export const SMTP_FAIL_MARKER = 'PLEASE-FAIL-SMTP'

/**
 * A real SMTP server on loopback (nodemailer talks to it as to any other) plus a tiny HTTP
 * mailbox, GET /messages, so test files in other processes can see what arrived.
 */
export async function startFakeSmtp(ports = { smtp: 0, mailbox: 0 }): Promise<{ smtpPort: number; mailboxURL: string; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        if (raw.includes(SMTP_FAIL_MARKER)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 554 }))
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const mailbox: Server = createHttpServer((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(received))
  })
  await new Promise<void>((resolve) => mailbox.listen(ports.mailbox, '127.0.0.1', resolve))
  const mailboxURL = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}/messages`

  const stop = async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await new Promise<void>((resolve) => mailbox.close(() => resolve()))
  }
  return { smtpPort, mailboxURL, stop }
}
