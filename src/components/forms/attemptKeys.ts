/** 128 random bits as hex (getRandomValues works on plain http too, unlike randomUUID). */
const randomKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * One charge (or hold) per click: one Idempotency-Key per attempt, kept while the visitor sends
 * the same thing again (a double tap, a retry on a slow network), new once anything about it
 * changes. Made once per form (`useState(attemptKeys)`).
 */
export function attemptKeys() {
  let last: { sent: string; key: string } | null = null
  return (sent: object): string => {
    const fingerprint = JSON.stringify(sent)
    if (last?.sent !== fingerprint) last = { sent: fingerprint, key: randomKey() }
    return last.key
  }
}
