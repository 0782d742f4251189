import type { ReceivedMail, SmtpMode } from './fakeSmtp'

/** Polls until `probe` finds something (a mail arrives after the answer, by design). */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Everything the local SMTP server has received, from its HTTP mailbox. */
export const readMailbox = async (mailboxURL: string): Promise<ReceivedMail[]> => (await fetch(mailboxURL)).json() as Promise<ReceivedMail[]>

/** A mail's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
export const mailText = (mail: ReceivedMail): string => mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The links of a mail that match `pattern` (a global RegExp), each once: a mail with an HTML part shows each link in both parts. */
export const linksIn = (mail: ReceivedMail, pattern: RegExp): string[] => [...new Set(mailText(mail).match(pattern) ?? [])]

/** The links to manage a monthly gift in the mails sent to `to`, oldest first. */
export async function manageLinksFor(mailboxURL: string, to: string): Promise<string[]> {
  const mails = (await readMailbox(mailboxURL)).filter((m) => m.to.includes(to))
  return mails.flatMap((m) => linksIn(m, /https?:\/\/\S+\/donate\/manage\?token=[\w-]+/g))
}

/** Makes the local SMTP server refuse, or fall silent on, every message (see fakeSmtp.ts). */
export async function setSmtpMode(mailboxURL: string, mode: SmtpMode): Promise<void> {
  const response = await fetch(mailboxURL.replace(/\/messages$/, '/control'), { method: 'POST', body: JSON.stringify(mode) })
  if (!response.ok) throw new Error(`the SMTP server's mode was not set: ${response.status}`)
}

/** A header of a raw mail (unfolded), or undefined. */
export const mailHeader = (mail: ReceivedMail, name: string): string | undefined =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(mail.raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim()
