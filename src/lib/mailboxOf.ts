/**
 * The mailbox an address reaches, as far as a mail cap can tell: in lower case, without a `+tag`
 * (most providers deliver `ana+1@…` and `ana+2@…` to `ana@…`), and at Gmail without dots (Gmail
 * ignores them, and googlemail.com is gmail.com). Two spellings of one inbox are one count, so a
 * stranger cannot pass a cap by writing the address another way. Only for counting: the mail
 * still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  const domain = address.slice(at + 1) === 'googlemail.com' ? 'gmail.com' : address.slice(at + 1)
  const whole = address.slice(0, at)
  const untagged = whole.split('+')[0] || whole
  const local = domain === 'gmail.com' ? untagged.replaceAll('.', '') : untagged
  return `${local}@${domain}`
}
