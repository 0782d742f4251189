// One line of the log, as the app's logger writes it (src/lib/log.ts: one JSON object a line, the
// level by name, an ISO time), for the scripts that run around the app (the server's own lines, the
// embedded PostgreSQL's host) and cannot load the app's TypeScript. Their lines hold no visitor text.
import { format } from 'node:util'

/** Writes `{"level","time","msg"}` (and `fields`) to stdout, or to stderr from `warn` up. */
export function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg: String(msg) })
  ;(level === 'info' || level === 'debug' ? process.stdout : process.stderr).write(`${line}\n`)
}

/**
 * The console as such lines, until the app's logger takes it over (src/instrumentation.ts routes it
 * to src/lib/log.ts): Next's own lines at start-up are JSON too. An error is its name and message,
 * without the values a failed query was given.
 */
export function consoleAsLogLines() {
  const levels = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' }
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => logLine(level, format(...args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message.replace(/\nparams: [\s\S]*$/, '')}` : arg))))
  }
}
