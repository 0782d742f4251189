import { format, inspect } from 'node:util'

import { destination as toDestination, type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino'

// The one log of a server process: Payload's logger (payload.config.ts `logger`), our own lines
// (`log`), and the console (`routeConsoleToLog`, for Next's own lines and any library's), each line
// one JSON object. No pretty-printer writes raw text: JSON escapes line breaks and terminal escapes,
// so nothing a visitor sends can start a line of its own. What a line may hold is bounded here:
// no values a failed query was given, no query strings, no emails, tokens, passwords or cookies.

/** Keys whose values never reach the log, at the top of a line's object or one or two levels down. */
const SECRET_KEYS = ['email', 'password', 'token', 'access_token', 'refresh_token', 'authorization', 'cookie', 'set-cookie', 'secret', 'params']
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`])

/** What a database error says of a value it was given (class 22, data exceptions: `invalid input syntax for type integer: "…"`). */
const quotesAValue = (link: unknown): boolean => typeof (link as { code?: unknown }).code === 'string' && (link as { code: string }).code.startsWith('22')

/**
 * An error's message and those of what it wraps, the root cause first (`relation "campaigns" does
 * not exist ← Failed query: select …`), without the values a failed query was given: Drizzle appends
 * them (`\nparams: …`), and PostgreSQL quotes a value it could not take.
 */
export function errorMessageOf(error: unknown): string {
  const messages: string[] = []
  for (let link: unknown = error; link !== undefined && link !== null && messages.length < 5; link = link instanceof Error ? link.cause : undefined) {
    // A cause that is no error (Payload's ValidationError keeps its field errors there) says nothing here.
    if (link !== error && !(link instanceof Error) && typeof link === 'object') break
    let message = (link instanceof Error ? link.message : String(link)).replace(/\nparams: [\s\S]*$/, '')
    if (quotesAValue(link)) message = message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    messages.unshift(message)
  }
  return messages.join(' ← ')
}

/**
 * The stack's frames only (the message is a field of its own). Kept only when the stack plainly
 * begins with the message, so a message cannot bring lines that pass for frames.
 */
export function errorFramesOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined
  const head = `${error.name}: ${error.message}`
  return error.stack.startsWith(head) ? error.stack.slice(head.length).trim() || undefined : undefined
}

/** An error as a line holds it: its kind, its message (see errorMessageOf), its frames; nothing else it carries (query, params, detail). */
export function errorForLog(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  const code = (error as { code?: unknown } | null)?.code
  const stack = errorFramesOf(error)
  return {
    type: error instanceof Error ? error.name : typeof error,
    message: errorMessageOf(error),
    ...(typeof code === 'string' && { code }),
    ...(stack && { stack }),
  }
}

const ESCAPE_OR_SECRET = new RegExp(
  [
    /\\u[0-9a-fA-F]{4}|\\./.source, // an escape JSON already wrote: kept as it is
    /([\u007f-\u009f\u2028\u2029])/.source, // 1: a control character JSON leaves raw (C1, DEL) or a line separator
    /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/.source, // 2: an email
    /((?:https?:\/\/[^\s"\\/?#]+)?\/[A-Za-z0-9_\-./~%[\]]*)\?(?:[^\s"\\]|\\u[0-9a-fA-F]{4}|\\[^u])+/.source, // 3: an address with a query
  ].join('|'),
  'g',
)

/**
 * The last look at a line before it is written (pino's `streamWrite`, on the JSON text): the values
 * Drizzle appends to a failed query are cut, an address keeps its path but not its query, emails
 * become `[email]`, and the control characters JSON leaves raw are escaped too. Each change keeps
 * the line valid JSON.
 */
export function cleanLogLine(line: string): string {
  return line.replace(/\\nparams: (?:[^"\\]|\\.)*/g, '').replace(ESCAPE_OR_SECRET, (match: string, control?: string, email?: string, address?: string) => {
    if (control) return `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`
    if (email) return '[email]'
    if (address) return `${address}?[query]`
    return match
  })
}

/** The options of the log: levels by name, ISO times, the redactions and the error serializer. */
export const LOG_OPTIONS: LoggerOptions = {
  level: process.env.LOG_LEVEL || 'info',
  enabled: process.env.DISABLE_LOGGING !== 'true',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: errorForLog, error: errorForLog },
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  hooks: { streamWrite: cleanLogLine },
}

const LOGGER = Symbol.for('from-loss-to-light.log')

/**
 * A logger with these options, to `destination`: the process's writes to stdout synchronously (as
 * the console does), so no line is lost when the process exits and lines keep their order.
 */
export const createLog = (destination: DestinationStream = toDestination({ dest: 1, sync: true })): Logger => pino(LOG_OPTIONS, destination)

/** The process's logger (one instance however many bundles load this module), written to stdout. */
export const log: Logger = ((globalThis as { [LOGGER]?: Logger })[LOGGER] ??= createLog())

const CONSOLE_LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error', trace: 'trace' } as const
const ROUTED = Symbol.for('from-loss-to-light.log.console')

/**
 * The console's lines (Next's own among them: its errors, its warnings) go to the log as JSON, each
 * call one line; an Error among the arguments becomes the line's `err` (its message without the
 * query's values). Called once at start-up by the server (src/instrumentation.ts) and the worker.
 */
export function routeConsoleToLog(): void {
  const marked = console as Console & { [ROUTED]?: boolean }
  if (marked[ROUTED]) return
  marked[ROUTED] = true
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error)
      const rest = args.filter((arg) => arg !== error)
      const text = typeof rest[0] === 'string' ? format(...rest) : rest.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 4, breakLength: Infinity }))).join(' ')
      if (error) log[level]({ err: error }, text || errorMessageOf(error))
      else log[level](text)
    }
  }
}
