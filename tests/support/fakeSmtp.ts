import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/** A message whose body contains this marker is refused with 554, as a broken SMTP server would. */
export const SMTP_FAIL_MARKER = 'PLEASE-FAIL-SMTP'

/** How the server behaves, set with POST /control on the mailbox's address. */
export type SmtpMode = { refuse?: boolean; hang?: boolean }

/**
 * A real SMTP server on loopback (nodemailer talks to it as to any other) plus a tiny HTTP
 * mailbox, GET /messages, so test files in other processes can see what arrived. POST /control
 * `{refuse}` makes it refuse every message (554, a full mailbox) and `{hang}` leaves each message
 * unanswered after its data (a server gone silent mid-send), until set back.
 */
export async function startFakeSmtp(ports = { smtp: 0, mailbox: 0 }): Promise<{ smtpPort: number; mailboxURL: string; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  let mode: SmtpMode = {}
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // Decided as the message begins: a message left unanswered is never recorded, even if its
      // sender dies mid-data (the stream then ends without the final dot).
      const hang = mode.hang
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        if (hang) return // never answered: the sender's socket times out, or its process dies
        if (mode.refuse) return callback(Object.assign(new Error('Mailbox full'), { responseCode: 554 }))
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
  // A sender killed mid-conversation resets its connection: that is the sender's story, not a failure here.
  smtp.on('error', () => undefined)
  await new Promise<void>((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const mailbox: Server = createHttpServer(async (req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.method === 'POST' && req.url === '/control') {
      let text = ''
      for await (const chunk of req) text += chunk
      mode = JSON.parse(text || '{}') as SmtpMode
      return res.end(JSON.stringify(mode))
    }
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
