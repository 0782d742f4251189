// Text from outside (a visitor's subject, an error that quotes it) on its way into a log line or a
// mail header, where a line break would start a forged line of its own.

/** Line breaks of every kind, and the other C0 and C1 control characters. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * Anything as text for a log: control characters (line breaks, tabs, terminal escapes) shown as
 * escapes (`\n`, `\u001b`), so whatever a visitor wrote stays on its own log line.
 */
export function logText(value: unknown): string {
  const text = value instanceof Error ? `${value.name}: ${value.message}` : String(value)
  return text.replace(CONTROLS, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** A mail header's value: line breaks and control characters folded into single spaces. */
export const foldHeader = (value: string): string => value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()

/**
 * An error for a log: its name and message as `logText` shows them, then the frames of its stack
 * (places in the code, on lines of their own). Frames are kept only when the stack plainly begins
 * with the message, so a message cannot bring lines that pass for frames.
 */
export function logError(error: unknown): string {
  if (!(error instanceof Error)) return logText(error)
  const head = `${error.name}: ${error.message}`
  const stack = error.stack ?? ''
  return logText(error) + (stack.startsWith(head) ? stack.slice(head.length) : '')
}
